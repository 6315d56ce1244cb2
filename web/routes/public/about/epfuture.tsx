import { epFuturePage } from '#web/features/about/epfuture-content.ts';
import { InfoPage } from '#web/features/about/info-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => pageMeta(epFuturePage.seo);

export default function EpFuturePage() {
  return <InfoPage content={epFuturePage} />;
}
