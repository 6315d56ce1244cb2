import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import styles from './mandatory-disclosure.module.css';

export function RtiFootnote({ updated }: { updated: string }) {
  return (
    <p className={styles.footnote}>
      This information is published as required by CBSE and in the spirit of the Right to
      Information Act, 2005. Last updated: <time dateTime={updated}>{displayDate(updated)}</time>.
    </p>
  );
}
