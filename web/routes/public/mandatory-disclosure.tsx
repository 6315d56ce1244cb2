import {
  MandatoryDisclosurePage,
  mandatoryDisclosureSeo,
} from '#web/features/mandatory-disclosure/mandatory-disclosure-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => pageMeta(mandatoryDisclosureSeo);

export default function MandatoryDisclosureRoute() {
  return <MandatoryDisclosurePage />;
}
