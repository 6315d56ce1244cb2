import { epFuturePage } from '../../../features/about/epfuture-content.ts';
import { InfoPage } from '../../../features/about/info-page.tsx';
import { pageMeta } from '../../../lib/seo.ts';

export const meta = () => pageMeta(epFuturePage.seo);

export default function EpFuturePage() {
  return <InfoPage content={epFuturePage} />;
}
