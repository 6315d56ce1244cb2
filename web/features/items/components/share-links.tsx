import { useState } from 'react';
import { absoluteUrl } from '#web/lib/seo.ts';
import styles from './item-page.module.css';

/**
 * "Share on WhatsApp" as a plain wa.me link (no third-party script runs on the page), and a
 * button that copies the page's address for any other app.
 */
export function ShareLinks({ title, path }: { title: string; path: string }) {
  const [copied, setCopied] = useState(false);
  const url = absoluteUrl(path);
  const copy = () => {
    void navigator.clipboard?.writeText(url).then(() => setCopied(true));
  };
  return (
    <div className={styles.share} aria-label="Share" role="group">
      <a
        className={styles.shareButton}
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Share on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <button type="button" className={styles.shareButton} onClick={copy}>
        Copy link
      </button>
      <span role="status" className={styles.copied}>
        {copied ? 'Link copied.' : ''}
      </span>
    </div>
  );
}
