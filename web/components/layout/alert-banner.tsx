import type { Alert } from '#contracts/alerts.ts';
import styles from './alert-banner.module.css';

const severityLabels: Record<Alert['severity'], string> = {
  info: 'Notice',
  warning: 'Important',
  critical: 'Urgent',
};

/**
 * The emergency alert, on top of every public page in the first HTML (the layout's loader reads
 * it). Shown until it expires or is withdrawn; the page cache names the alert (web-pages.ts).
 */
export function AlertBanner({ alert }: { alert: Alert }) {
  const external = alert.link && !alert.link.startsWith('/');
  return (
    <div
      className={`${styles.banner} ${styles[alert.severity]}`}
      role={alert.severity === 'critical' ? 'alert' : 'status'}
      data-alert-id={alert.id}
    >
      <p className={`container ${styles.text}`}>
        <strong>{severityLabels[alert.severity]}:</strong> {alert.message}
        {alert.link && (
          <>
            {' '}
            <a href={alert.link} {...(external && { rel: 'noopener noreferrer' })}>
              More information
            </a>
          </>
        )}
      </p>
    </div>
  );
}
