import { useCallback, useEffect, useState } from 'react';
import { isUnread, type InboxItem } from '#contracts/inbox.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatTime } from '#web/lib/format.ts';
import { useItems } from '#web/lib/use-items.ts';
import { showToast } from '#web/lib/toast.ts';
import {
  deleteInboxItem,
  listInbox,
  markRead,
  setHandled,
} from '#web/features/admin-inbox/api/inbox-api.ts';
import { publishUnreadCount } from '#web/features/admin-inbox/unread-count.ts';
import { deleteQuestion, kindLabel, senderOf, topicOf } from './inbox-labels.ts';
import { InboxItemDetails } from './inbox-item-details.tsx';
import styles from './inbox-panel.module.css';

/**
 * The admin Inbox: contact messages and career applications, newest first. Opening one marks it
 * read; it can be marked handled, its resume downloaded, or deleted after a confirmation.
 */
export function InboxPanel() {
  const { state, reload } = useItems(listInbox);
  const [openId, setOpenId] = useState<string>();
  const [busy, setBusy] = useState(false);

  const items = state.status === 'ready' ? state.items : [];
  const open = items.find((item) => item.id === openId);
  const unread = items.filter(isUnread).length;

  useEffect(() => {
    if (state.status === 'ready') publishUnreadCount(unread);
  }, [state.status, unread]);

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

  const onOpen = (item: InboxItem) => {
    setOpenId(item.id);
    if (isUnread(item)) void run(() => markRead(item));
  };
  const onHandled = (item: InboxItem, handled: boolean) =>
    void run(
      () => setHandled(item, handled),
      handled ? 'Marked as handled.' : 'Marked as not handled.',
    );
  const onDelete = (item: InboxItem) => {
    if (!window.confirm(deleteQuestion(item))) return;
    setOpenId(undefined);
    void run(() => deleteInboxItem(item), 'Deleted.');
  };

  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <h1 className={styles.heading}>
          Inbox{' '}
          {state.status === 'ready' && <span className={styles.count}>({unread} unread)</span>}
        </h1>
        <Button variant="secondary" size="small" onClick={reload}>
          Refresh
        </Button>
      </div>
      {state.status === 'loading' && <p role="status">Loading the Inbox…</p>}
      {state.status === 'failed' && (
        <p className={styles.error} role="alert">
          Unable to load the Inbox. Please try again.
        </p>
      )}
      {state.status === 'ready' && items.length === 0 && <p>No messages or applications yet.</p>}
      {items.length > 0 && (
        <div className={styles.layout}>
          <ul className={styles.list} aria-label="Messages and applications, newest first">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={[
                    styles.row,
                    isUnread(item) && styles.unread,
                    item.id === openId && styles.selected,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  aria-current={item.id === openId ? 'true' : undefined}
                  onClick={() => onOpen(item)}
                >
                  <span className={styles.rowTop}>
                    {isUnread(item) && <span className={styles.dot}>New</span>}
                    <span className={styles.kind}>{kindLabel[item.kind]}</span>
                    {item.handledAt && <span className={styles.handled}>Handled</span>}
                    <time className={styles.time} dateTime={item.createdAt}>
                      {formatTime(item.createdAt)}
                    </time>
                  </span>
                  <span className={styles.sender}>{senderOf(item)}</span>
                  <span className={styles.topic}>{topicOf(item)}</span>
                </button>
              </li>
            ))}
          </ul>
          {open ? (
            <InboxItemDetails
              key={open.id}
              item={open}
              busy={busy}
              onHandled={onHandled}
              onDelete={onDelete}
            />
          ) : (
            <p className={styles.placeholder}>Choose a message or an application to read it.</p>
          )}
        </div>
      )}
    </div>
  );
}
