import type { InboxItem } from '#contracts/inbox.ts';

export const kindLabel = { messages: 'Message', applications: 'Application' } as const;

export function senderOf(item: InboxItem): string {
  return item.kind === 'messages' ? `${item.firstName} ${item.lastName}` : item.fullName;
}

/** The one-line summary in the list: a message's subject, an application's position. */
export function topicOf(item: InboxItem): string {
  return item.kind === 'messages' ? item.subject : item.positionLabel;
}

export const deleteQuestion = (item: InboxItem) =>
  item.kind === 'messages'
    ? `Delete the message from ${senderOf(item)}? This cannot be undone.`
    : `Delete the application of ${senderOf(item)} and its resume? This cannot be undone.`;
