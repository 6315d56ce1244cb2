import { useState } from 'react';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import { absoluteUrl } from '#web/lib/seo.ts';
import styles from './item-page.module.css';

/**
 * "Share on WhatsApp" as a plain wa.me link (no third-party script runs on the page), and a
 * button that copies the page's address for any other app.
 */
export function ShareLinks({ title, path }: { title: string; path: string }) {
  const { t } = useComponentTranslation();
  const [copied, setCopied] = useState(false);
  const url = absoluteUrl(path);
  const copy = () => {
    void navigator.clipboard?.writeText(url).then(() => setCopied(true));
  };
  return (
    <div className={styles.share} aria-label={t('items.share')} role="group">
      <a
        className={styles.shareButton}
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('items.shareWhatsApp')}
        <span className="visually-hidden">{t('common.opensInNewTab')}</span>
      </a>
      <button type="button" className={styles.shareButton} onClick={copy}>
        {t('items.copyLink')}
      </button>
      <span role="status" className={styles.copied}>
        {copied ? t('items.copied') : ''}
      </span>
    </div>
  );
}
