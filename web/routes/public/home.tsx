import { homeSeo } from '../../features/home/home-content.ts';
import { HomePage } from '../../features/home/home-page.tsx';
import { pageMeta } from '../../lib/seo.ts';

export const meta = () => pageMeta(homeSeo);

export default function HomeRoute() {
  return <HomePage />;
}
