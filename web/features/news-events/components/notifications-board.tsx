import { useState } from 'react';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { loadNotifications } from '#web/features/news-events/load-notifications.ts';
import { EventList } from './event-list.tsx';
import { FilterButtons, type Filter } from './filter-buttons.tsx';
import styles from './news-events.module.css';
import { NoticeList } from './notice-list.tsx';

/** The filterable events and notices, with the original site's loading and error texts. */
export function NotificationsBoard() {
  return (
    <div className={styles.board}>
      <BoardContent />
    </div>
  );
}

function BoardContent() {
  const state = useRemoteData(loadNotifications, 'events and notices');
  const [filter, setFilter] = useState<Filter>('all');

  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.empty}>
        Loading notifications...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className={styles.errorBox}>
        <h2>Error</h2>
        <p>Failed to load notifications. Please try again later.</p>
      </div>
    );
  }

  const { events, notices } = state.data;
  return (
    <>
      <FilterButtons value={filter} onChange={setFilter} />
      <div className={filter === 'all' ? styles.columns : undefined}>
        {filter !== 'notices' && <EventList events={events} />}
        {filter !== 'events' && <NoticeList notices={notices} />}
      </div>
    </>
  );
}
