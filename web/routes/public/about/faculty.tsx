import { facultyPage } from '../../../features/about/faculty-content.ts';
import { InfoPage } from '../../../features/about/info-page.tsx';
import { pageMeta } from '../../../lib/seo.ts';

export const meta = () => pageMeta(facultyPage.seo);

export default function FacultyPage() {
  return <InfoPage content={facultyPage} />;
}
