import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isUnread,
  type ApplicationFilter,
  type ApplicationReview,
  type InboxApplication,
  type InboxItem,
} from '#contracts/inbox.ts';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/lib/toast.ts';
import { useRecordAddress } from '#web/lib/use-record-address.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import {
  deleteInboxItem,
  listInbox,
  markRead,
  setHandled,
} from '#web/features/admin-inbox/api/inbox-api.ts';
import {
  listApplications,
  reviewApplication,
} from '#web/features/admin-inbox/api/applications-api.ts';
import { publishUnreadCount } from '#web/features/admin-inbox/unread-count.ts';
import { ApplicationFilters } from './application-filters.tsx';
import { deleteQuestion } from './inbox-labels.ts';
import { InboxItemDetails } from './inbox-item-details.tsx';
import { InboxItemList } from './inbox-item-list.tsx';
import { InboxViewSwitch, type InboxView } from './inbox-view-switch.tsx';
import styles from './inbox-panel.module.css';

/**
 * The admin Inbox: contact messages and career applications, newest first, or the applications
 * alone, filtered and exported. Opening one marks it read; it can be marked handled, an
 * application reviewed (status, notes) and its resume downloaded, or deleted after a confirmation.
 * The open one is in the address (`/admin/inbox/applications/12`), so it can be shared and
 * reloaded.
 */
export function InboxPanel() {
  const [view, setView] = useState<InboxView>('all');
  const [filter, setFilter] = useState<ApplicationFilter>({});
  const load = useCallback(
    (signal: AbortSignal): Promise<InboxItem[]> =>
      view === 'all' ? listInbox(signal) : listApplications(filter, signal),
    [view, filter],
  );
  const subject = view === 'all' ? 'the Inbox' : 'the applications';
  const { state, reload } = useRemoteData(load, subject);
  const messages = useRecordAddress('messages');
  const applications = useRecordAddress('applications');
  const [busy, setBusy] = useState(false);

  const items = state.status === 'loaded' ? state.data : [];
  const open = items.find((item) =>
    item.kind === 'messages' ? item.id === messages.openId : item.id === applications.openId,
  );
  const openId = open?.id;
  const unread = items.filter(isUnread).length;

  // Only the whole Inbox knows the count; the applications view shows part of it.
  useEffect(() => {
    if (state.status === 'loaded' && view === 'all') publishUnreadCount(unread);
  }, [state.status, view, unread]);

  const run = useCallback(
    async (work: () => Promise<unknown>, done?: string) => {
      setBusy(true);
      try {
        await work();
        if (done) showToast(done, 'success');
      } catch {
        // apiRequest has shown the error toast.
      } finally {
        setBusy(false);
        reload();
      }
    },
    [reload],
  );

  // Opening one marks it read, from the list or from its address; once each, should it fail.
  const markedRead = useRef(new Set<string>());
  useEffect(() => {
    if (!open || !isUnread(open) || markedRead.current.has(`${open.kind}/${open.id}`)) return;
    markedRead.current.add(`${open.kind}/${open.id}`);
    void run(() => markRead(open));
  }, [open, run]);

  const onOpen = (item: InboxItem) =>
    (item.kind === 'messages' ? messages : applications).open(item.id);
  const onHandled = (item: InboxItem, handled: boolean) =>
    void run(
      () => setHandled(item, handled),
      handled ? 'Marked as handled.' : 'Marked as not handled.',
    );
  const onDelete = (item: InboxItem) => {
    if (!window.confirm(deleteQuestion(item))) return;
    messages.close();
    void run(() => deleteInboxItem(item), 'Deleted.');
  };
  const onReview = (application: InboxApplication, review: ApplicationReview) =>
    void run(() => reviewApplication(application, review), 'Review saved.');

  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <h1 className={styles.heading}>
          Inbox{' '}
          {state.status === 'loaded' && view === 'all' && (
            <span className={styles.count}>({unread} unread)</span>
          )}
        </h1>
        <div className={styles.headerActions}>
          <InboxViewSwitch view={view} onChange={setView} />
          <Button variant="secondary" size="small" onClick={reload}>
            Refresh
          </Button>
        </div>
      </div>
      {view === 'applications' && <ApplicationFilters filter={filter} onChange={setFilter} />}
      {state.status === 'loading' && <p role="status">Loading {subject}…</p>}
      {state.status === 'error' && (
        <p className={styles.error} role="alert">
          Unable to load {subject}. Please try again.
        </p>
      )}
      {state.status === 'loaded' && items.length === 0 && (
        <p>{view === 'all' ? 'No messages or applications yet.' : 'No applications match.'}</p>
      )}
      {items.length > 0 && (
        <div className={styles.layout}>
          <InboxItemList
            items={items}
            label={
              view === 'all'
                ? 'Messages and applications, newest first'
                : 'Applications, newest first'
            }
            openId={openId}
            onOpen={onOpen}
          />
          {open ? (
            <InboxItemDetails
              key={open.id}
              item={open}
              busy={busy}
              onHandled={onHandled}
              onDelete={onDelete}
              onReview={onReview}
            />
          ) : (
            <p className={styles.placeholder}>Choose a message or an application to read it.</p>
          )}
        </div>
      )}
    </div>
  );
}
