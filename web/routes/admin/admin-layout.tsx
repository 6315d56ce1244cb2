import { Outlet, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { adminScreenOfPath } from '#contracts/admin-addresses.ts';
import type { Role } from '#contracts/roles.ts';
import { getCurrentAdmin } from '#web/features/admin-auth/api/get-current-admin.ts';
import { adminSession } from '#web/lib/admin-session.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import type { Route } from './+types/admin-layout';

export type AdminOutletContext = { username: string; role: Role; mustChangePassword: boolean };

/**
 * The admin area runs in the browser (its token lives in localStorage): the server renders only
 * the fallback below, and this loader confirms the session before any screen shows.
 */
export async function clientLoader(): Promise<AdminOutletContext> {
  if (!adminSession.token()) throw redirect('/admin-login');
  try {
    const { username, role, mustChangePassword } = await getCurrentAdmin();
    return { username, role, mustChangePassword };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) adminSession.clear();
    throw redirect('/admin-login');
  }
}
clientLoader.hydrate = true as const;

/**
 * Moving between the admin's screens and their records (as between the old dashboard's tabs)
 * needs no new check of the session; leaving them (the gallery dashboard, a preview) does.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const betweenScreens =
    adminScreenOfPath(currentUrl.pathname) !== undefined &&
    adminScreenOfPath(nextUrl.pathname) !== undefined;
  if (!formMethod && betweenScreens) return false;
  return defaultShouldRevalidate;
}

export function HydrateFallback() {
  return (
    <main id="main" className="container" style={{ padding: '4rem 1rem' }}>
      <p role="status">Checking your session…</p>
    </main>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return <Outlet context={loaderData satisfies AdminOutletContext} />;
}
