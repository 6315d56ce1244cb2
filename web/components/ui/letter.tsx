import type { ReactNode } from 'react';
import type { CardImage } from './card.tsx';
import { Portrait } from './portrait.tsx';
import styles from './letter.module.css';

export type LetterContent = {
  greeting: string;
  paragraphs: string[];
  closing: string;
  /** Who signs: a role (and a name, if the school wants one shown). */
  signature: ReactNode;
  organisation: string;
};

/** A signed letter (principal's, director's message) with an optional portrait beside it. */
export function Letter({
  letter,
  portrait,
  actions,
}: {
  letter: LetterContent;
  portrait?: CardImage;
  actions?: ReactNode;
}) {
  return (
    <div className={`${styles.layout} ${portrait ? styles.withPortrait : ''}`}>
      {portrait && (
        <div className={styles.aside}>
          <Portrait image={portrait} />
          <p className={styles.caption}>
            <strong>{letter.signature}</strong>
            {letter.organisation}
          </p>
        </div>
      )}
      <article className={styles.letter}>
        <span className={styles.mark} aria-hidden="true">
          “
        </span>
        <p className={styles.greeting}>{letter.greeting}</p>
        {letter.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        <footer className={styles.signoff}>
          <p>{letter.closing}</p>
          <p className={styles.signature}>{letter.signature}</p>
          <p className={styles.organisation}>{letter.organisation}</p>
        </footer>
        {actions && <div className={styles.actions}>{actions}</div>}
      </article>
    </div>
  );
}
