import type { ContentKind as KindName } from '#contracts/content/content-kinds.ts';
import { achievementsKind } from '#web/features/admin-content/achievements/achievements-kind.ts';
import { eventsKind } from '#web/features/admin-content/events/events-kind.ts';
import { holidaysKind } from '#web/features/admin-content/holidays/holidays-kind.ts';
import { newsKind } from '#web/features/admin-content/news/news-kind.ts';
import { noticesKind } from '#web/features/admin-content/notices/notices-kind.ts';
import { postsKind } from '#web/features/admin-content/posts/posts-kind.ts';
import type { ContentKind } from '#web/features/admin-content/shared/content-kind.ts';

/**
 * Each content kind's admin form and list (its `<kind>-kind.ts`), the one list of them, typed by
 * the registry (contracts/content/content-kinds.ts) so that a new kind does not compile until it
 * names its own. web/routes/admin/admin-screens.tsx draws each with the shared ContentTab.
 */
export const kindForms = {
  news: newsKind,
  notices: noticesKind,
  events: eventsKind,
  holidays: holidaysKind,
  gallery: postsKind,
  achievements: achievementsKind,
} satisfies Record<KindName, unknown>;

/** A kind's form as the shared tab takes it, whichever kind it is. */
export const kindFormOf = (kind: KindName) =>
  kindForms[kind] as unknown as ContentKind<{ id: string }>;
