import { pageMeta } from '#web/lib/seo.ts';
import { GuidelinePage } from './guideline-page.tsx';
import { parentGuidelinesContent, parentGuidelinesMeta } from './guidelines-for-parents-content.ts';

export const meta = () => pageMeta(parentGuidelinesMeta);

export default function ParentGuidelinesPage() {
  return <GuidelinePage content={parentGuidelinesContent} />;
}
