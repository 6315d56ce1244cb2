import { useEffect } from 'react';
import { unreadInboxCount } from '#web/features/admin-inbox/api/inbox-api.ts';
import {
  currentUnreadCount,
  publishUnreadCount,
  useUnreadCount,
} from '#web/features/admin-inbox/unread-count.ts';

/** "Inbox" with the number of unread items, known before the Inbox tab is first opened. */
export function InboxTabLabel() {
  const unread = useUnreadCount();

  useEffect(() => {
    if (currentUnreadCount() !== undefined) return;
    unreadInboxCount().then(publishUnreadCount, () => undefined);
  }, []);

  return unread ? `Inbox (${unread} unread)` : 'Inbox';
}
