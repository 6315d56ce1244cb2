import { Link } from '#web/components/ui/local-link.tsx';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import styles from './subscribe-links.module.css';

/**
 * Links to the school's feeds (served by the API server, not by the router, hence plain <a>):
 * the calendar for calendar apps, the news and notices for feed readers.
 */
export function SubscribeLinks() {
  const { t, language } = useComponentTranslation();
  return (
    <p className={styles.line} lang={language}>
      <span className={styles.label}>{t('feeds.label')}</span>{' '}
      <Link to="/subscribe">{t('feeds.circulars')}</Link>
      <span aria-hidden="true"> · </span>
      <a href="/calendar.ics">{t('feeds.calendar')}</a>
      <span aria-hidden="true"> · </span>
      <a href="/feed.xml">{t('feeds.feed')}</a>
    </p>
  );
}
