import { languageOfPath } from '#contracts/languages.ts';
import { ItemPage } from '#web/features/items/components/item-page.tsx';
import { kindOfPath, loadItemPage } from '#web/features/items/item-data.ts';
import { itemMeta } from '#web/features/items/item-meta.ts';
import { publicContent } from '#web/lib/public-content.ts';
import { schoolOf } from '#web/lib/school.ts';
import type { Route } from './+types/item';

/** /news/<slug>, /notices/<slug>, /events/<slug> and /gallery/<slug> (web/route-groups/items.ts). */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { pathname } = url;
  const page = await loadItemPage(
    publicContent(context, url),
    kindOfPath(pathname),
    params.slug,
    languageOfPath(pathname),
  );
  return { page };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  data ? itemMeta(data.page.item, languageOfPath(location.pathname), schoolOf(matches)) : [];

export default function ItemRoute({ loaderData }: Route.ComponentProps) {
  return <ItemPage page={loaderData.page} />;
}
