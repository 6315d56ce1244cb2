import type { Alert } from '#contracts/alerts.ts';
import { pathInLanguage } from '#contracts/languages.ts';
import { textIn } from '#web/i18n/staff-text.ts';
import { useTranslation } from '#web/i18n/translator.ts';
import styles from './alert-banner.module.css';

/**
 * The emergency alert, on top of every public page in the first HTML (the layout's loader reads
 * it). Shown until it expires or is withdrawn; the page cache names the alert (web-pages.ts).
 * A Hindi page says its label in Hindi and shows the Hindi message staff wrote, else the English
 * marked lang="en" (decision 0025).
 */
export function AlertBanner({ alert }: { alert: Alert }) {
  const { t, language } = useTranslation();
  const message = textIn(language, alert.message, alert.messageHi);
  const external = alert.link && !alert.link.startsWith('/');
  return (
    <div
      className={`${styles.banner} ${styles[alert.severity]}`}
      role={alert.severity === 'critical' ? 'alert' : 'status'}
      data-alert-id={alert.id}
    >
      <p className={`container ${styles.text}`}>
        <strong>{t(`alert.${alert.severity}`)}:</strong>{' '}
        <span lang={message.lang}>{message.text}</span>
        {alert.link && (
          <>
            {' '}
            <a
              href={pathInLanguage(alert.link, language)}
              {...(external && { rel: 'noopener noreferrer' })}
            >
              {t('alert.moreInformation')}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
