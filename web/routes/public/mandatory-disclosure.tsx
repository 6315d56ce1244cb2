import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { loadDisclosure } from '#web/features/mandatory-disclosure/disclosure-data.ts';
import { MandatoryDisclosurePage } from '#web/features/mandatory-disclosure/mandatory-disclosure-page.tsx';
import { publicContent } from '#web/lib/public-content.ts';
import { schoolOf } from '#web/lib/school.ts';
import { pageMeta, translatedMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/mandatory-disclosure';

export const meta = ({ location, matches }: MetaArgs) =>
  pageMeta({
    ...translatedMeta('disclosure', languageOfPath(location.pathname), schoolOf(matches)),
    path: '/mandatory-disclosure',
  });

export async function loader({ url, context }: Route.LoaderArgs) {
  return {
    page: await loadDisclosure(publicContent(context, url), url.searchParams),
  };
}

export default function MandatoryDisclosureRoute({ loaderData }: Route.ComponentProps) {
  return <MandatoryDisclosurePage page={loaderData.page} />;
}
