import { inboxItemSchema, inboxListSchema, type InboxItem } from '#contracts/inbox.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const itemPath = (item: Pick<InboxItem, 'kind' | 'id'>) => `/admin/inbox/${item.kind}/${item.id}`;

export const listInbox = (signal?: AbortSignal) =>
  apiRequest('/admin/inbox', { schema: inboxListSchema, signal }).then((inbox) => inbox.items);

/** For the sidebar label only: a failure there is silent, the panel reports its own. */
export const unreadInboxCount = (signal?: AbortSignal) =>
  apiRequest('/admin/inbox', { schema: inboxListSchema, silent: true, signal }).then(
    (inbox) => inbox.unread,
  );

export const markRead = (item: InboxItem) =>
  apiRequest(`${itemPath(item)}/read`, { method: 'POST', schema: inboxItemSchema });

export const setHandled = (item: InboxItem, handled: boolean) =>
  apiRequest(`${itemPath(item)}/handled`, {
    method: 'POST',
    json: { handled },
    schema: inboxItemSchema,
  });

export const deleteInboxItem = (item: InboxItem) =>
  apiRequest(itemPath(item), { method: 'DELETE' });
