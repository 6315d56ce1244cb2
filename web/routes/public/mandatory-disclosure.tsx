import {
  MandatoryDisclosurePage,
  mandatoryDisclosureSeo,
} from '../../features/mandatory-disclosure/mandatory-disclosure-page.tsx';
import { pageMeta } from '../../lib/seo.ts';

export const meta = () => pageMeta(mandatoryDisclosureSeo);

export default function MandatoryDisclosureRoute() {
  return <MandatoryDisclosurePage />;
}
