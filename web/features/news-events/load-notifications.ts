import type { Event } from '#contracts/content/events.ts';
import type { Notice } from '#contracts/content/notices.ts';
import { getEvents } from './api/get-events.ts';
import { getNotices } from './api/get-notices.ts';

export type Notifications = { events: Event[]; notices: Notice[] };

/** Events and notices together: the page has one loading and one error state for both. */
export async function loadNotifications(signal: AbortSignal): Promise<Notifications> {
  const [events, notices] = await Promise.all([getEvents(signal), getNotices(signal)]);
  return { events, notices };
}
