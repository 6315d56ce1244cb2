import { Outlet } from 'react-router';
import type { Role } from '#contracts/roles.ts';
import { useAdminSession } from '#web/features/admin-auth/use-admin-session.ts';

export type AdminOutletContext = { username: string; role: Role; mustChangePassword: boolean };

/** Every /admin screen: nothing is shown until the server confirms the session. */
export default function AdminLayout() {
  const session = useAdminSession();
  if (session.status === 'checking') {
    return (
      <main id="main" className="container" style={{ padding: '4rem 1rem' }}>
        <p role="status">Checking your session…</p>
      </main>
    );
  }
  const { username, role, mustChangePassword } = session;
  const context: AdminOutletContext = { username, role, mustChangePassword };
  return <Outlet context={context} />;
}
