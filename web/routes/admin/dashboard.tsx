import { redirect, type MetaArgs } from 'react-router';
import { adminScreenAddress } from '#contracts/admin-addresses.ts';
import { schoolIfSetUpOf } from '#web/lib/school.ts';
import { privatePageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/dashboard';

/**
 * The old single dashboard: its `?tab=` links (bookmarks, older mails) lead to the screen's own
 * address, `/admin/dashboard` alone to Today.
 */
/** The page the server sends before the redirect runs in the browser: a document needs a title. */
export const meta = ({ matches }: MetaArgs) => privatePageMeta('Admin', schoolIfSetUpOf(matches));

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  throw redirect(adminScreenAddress(new URL(request.url).searchParams.get('tab')));
}
clientLoader.hydrate = true as const;

export default function OldDashboard() {
  return null;
}
