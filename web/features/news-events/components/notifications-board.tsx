import { academicYearLabel } from '#contracts/academic-year.ts';
import { Pagination } from '#web/components/ui/pagination.tsx';
import type { Notifications } from '#web/features/news-events/notifications-data.ts';
import { CircularFilter } from './circular-filter.tsx';
import { EventList } from './event-list.tsx';
import { FilterButtons } from './filter-buttons.tsx';
import styles from './news-events.module.css';
import { useNewsEventsTranslation } from '#web/features/news-events/messages/news-events-messages.ts';
import { NoticeList } from './notice-list.tsx';

/** The filterable events and notices; every item links to its own page. */
export function NotificationsBoard({ board }: { board: Notifications }) {
  const { t } = useNewsEventsTranslation();
  return (
    <div className={styles.board}>
      <FilterButtons value={board.show} />
      <CircularFilter board={board} />
      <div className={board.show === 'all' ? styles.columns : undefined}>
        {board.show !== 'notices' && (
          <EventList upcoming={board.upcoming} past={board.past} paged={board.show === 'events'} />
        )}
        {board.show !== 'events' && (
          <div>
            <NoticeList
              notices={board.notices.items}
              heading={
                board.year === board.currentYear
                  ? t('newsEvents.notices')
                  : t('newsEvents.noticesOf', { year: academicYearLabel(board.year) })
              }
            />
            <Pagination
              page={board.notices.page}
              pageCount={board.notices.pageCount}
              label={t('newsEvents.noticePages')}
            />
          </div>
        )}
      </div>
    </div>
  );
}
