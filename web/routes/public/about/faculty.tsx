import { facultyPage } from '#web/features/about/faculty-content.ts';
import { InfoPage } from '#web/features/about/info-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => pageMeta(facultyPage.seo);

export default function FacultyPage() {
  return <InfoPage content={facultyPage} />;
}
