import { unreadInboxCount } from '#web/features/admin-inbox/api/inbox-api.ts';
import { useUnreadCount } from '#web/features/admin-inbox/unread-count.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';

/**
 * "Inbox and applications" with the number of unread items, known before the Inbox tab is first opened; once the
 * Inbox panel has loaded, its count is the newer one.
 */
export function InboxTabLabel() {
  const published = useUnreadCount();
  const { state } = useRemoteData(unreadInboxCount, 'the unread count');
  const unread = published ?? (state.status === 'loaded' ? state.data : undefined);
  return unread ? `Inbox and applications (${unread} unread)` : 'Inbox and applications';
}
