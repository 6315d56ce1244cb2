import type { ComponentType } from 'react';
import type { ContentKind } from '#contracts/content/content-kinds.ts';
import { AchievementsTab } from '#web/features/admin-content/achievements/components/achievements-tab.tsx';
import { EventsTab } from '#web/features/admin-content/events/components/events-tab.tsx';
import { HolidaysTab } from '#web/features/admin-content/holidays/components/holidays-tab.tsx';
import { NewsTab } from '#web/features/admin-content/news/components/news-tab.tsx';
import { NoticesTab } from '#web/features/admin-content/notices/components/notices-tab.tsx';
import { PostsTab } from '#web/features/admin-content/posts/components/posts-tab.tsx';

/**
 * Each content kind's admin tab, the one list of them, typed by the registry
 * (contracts/content/content-kinds.ts) so that a new kind does not compile until it names its
 * tab. web/routes/admin/admin-screens.tsx draws each kind's screen with it.
 */
export const kindTabs: Record<ContentKind, ComponentType> = {
  news: NewsTab,
  notices: NoticesTab,
  events: EventsTab,
  holidays: HolidaysTab,
  gallery: PostsTab,
  achievements: AchievementsTab,
};
