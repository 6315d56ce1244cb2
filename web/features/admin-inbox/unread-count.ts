import { useSyncExternalStore } from 'react';

let unread: number | undefined;
const listeners = new Set<() => void>();

/** The Inbox panel knows the count after every load; the sidebar label shows the same number. */
export function publishUnreadCount(count: number): void {
  unread = count;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentUnreadCount = () => unread;

export function useUnreadCount(): number | undefined {
  return useSyncExternalStore(subscribe, currentUnreadCount, () => undefined);
}
