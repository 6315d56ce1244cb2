import type { SessionInfo } from '#contracts/staff.ts';
import { otherSessions } from '#contracts/staff.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table.tsx';
import { formatTime } from '#web/lib/format.ts';
import { showToast } from '#web/lib/toast.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { endSession, listSessions } from '#web/features/admin-accounts/api/my-account-api.ts';
import styles from './accounts.module.css';

/** Where this account is signed in, with a sign-out for each other session and for all others. */
export function SessionsSection() {
  const { state, reload } = useRemoteData(listSessions, 'your sessions');
  const end = async (id: string) => {
    const done = await endSession(id).catch(() => undefined);
    if (done) showToast(done.message, 'success');
    reload();
  };
  const columns: DataTableColumn<SessionInfo>[] = [
    {
      key: 'device',
      header: 'Device',
      rowHeader: true,
      cell: (session) => (
        <>
          {session.userAgent || 'Unknown'}
          {session.current && <strong> (this one)</strong>}
        </>
      ),
    },
    { key: 'address', header: 'Address', cell: (session) => session.address },
    {
      key: 'seen',
      header: 'Last seen',
      cell: (session) => (
        <time dateTime={session.lastSeenAt}>{formatTime(session.lastSeenAt)}</time>
      ),
    },
    {
      key: 'end',
      header: 'Sign out',
      cell: (session) =>
        session.current ? null : (
          <Button variant="secondary" size="small" onClick={() => void end(session.id)}>
            Sign out
          </Button>
        ),
    },
  ];
  return (
    <section className={styles.card} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className={styles.subheading}>
        Where you are signed in
      </h2>
      {state.status === 'loading' && <p role="status">Loading your sessions…</p>}
      {state.status === 'error' && (
        <p className={styles.formError} role="alert">
          Unable to load your sessions.
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          <DataTable
            caption="Your sessions"
            hideCaption
            columns={columns}
            rows={state.data}
            rowKey={(session) => session.id}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void end(otherSessions)}>
              Sign out everywhere else
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
