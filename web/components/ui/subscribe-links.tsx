import { Link } from '#web/components/ui/local-link.tsx';
import styles from './subscribe-links.module.css';

/**
 * Links to the school's feeds (served by the API server, not by the router, hence plain <a>):
 * the calendar for calendar apps, the news and notices for feed readers.
 */
export function SubscribeLinks() {
  return (
    <p className={styles.line}>
      <span className={styles.label}>Subscribe:</span>{' '}
      <Link to="/subscribe">circulars by e-mail</Link>
      <span aria-hidden="true"> · </span>
      <a href="/calendar.ics">school calendar (iCalendar)</a>
      <span aria-hidden="true"> · </span>
      <a href="/feed.xml">news, notices and events (RSS)</a>
    </p>
  );
}
