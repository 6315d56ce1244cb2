import type { ReactNode } from 'react';
import styles from './cta-banner.module.css';

/** A call-to-action band: a short heading, one line, and buttons (use ButtonLink variant "light"). */
export function CtaBanner({
  title,
  text,
  actions,
}: {
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-12)' }}>
      <div className={styles.banner}>
        <div>
          <h2>{title}</h2>
          <p>{text}</p>
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}
