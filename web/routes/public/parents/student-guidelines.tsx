import { pageMeta } from '#web/lib/seo.ts';
import { GuidelinePage } from './guideline-page.tsx';
import { studentGuidelinesContent, studentGuidelinesMeta } from './student-guidelines-content.ts';

export const meta = () => pageMeta(studentGuidelinesMeta);

export default function StudentGuidelinesPage() {
  return <GuidelinePage content={studentGuidelinesContent} />;
}
