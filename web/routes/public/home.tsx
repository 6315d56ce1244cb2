import { homeSeo } from '../../features/home/home-content.ts';
import { HomePage } from '../../features/home/home-page.tsx';
import { schoolJsonLd } from '../../lib/school-json-ld.ts';
import { pageMeta } from '../../lib/seo.ts';

export const meta = () => [...pageMeta(homeSeo), schoolJsonLd()];

export default function HomeRoute() {
  return <HomePage />;
}
