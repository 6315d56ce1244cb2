import { redirect } from 'react-router';
import { adminScreenAddress } from '#contracts/admin-addresses.ts';
import type { Route } from './+types/dashboard';

/**
 * The old single dashboard: its `?tab=` links (bookmarks, older mails) lead to the screen's own
 * address, `/admin/dashboard` alone to Today.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  throw redirect(adminScreenAddress(new URL(request.url).searchParams.get('tab')));
}
clientLoader.hydrate = true as const;

export default function OldDashboard() {
  return null;
}
