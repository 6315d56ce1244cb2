import { pageMeta } from '#web/lib/seo.ts';
import { GuidelinePage } from './guideline-page.tsx';
import { schoolRulesContent, schoolRulesMeta } from './school-rules-content.ts';

export const meta = () => pageMeta(schoolRulesMeta);

export default function SchoolRulesPage() {
  return <GuidelinePage content={schoolRulesContent} />;
}
