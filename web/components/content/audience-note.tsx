import { audienceLabels, type Audience } from '#contracts/audiences.ts';
import styles from './audience-note.module.css';

/**
 * Whom a notice or an event is for ("For: Parents, Staff"), in the lists and on its own page
 * (issue 12). Nothing for everyone: most items are, and the line would only repeat itself.
 */
export function AudienceNote({ audiences }: { audiences: readonly Audience[] | undefined }) {
  if (!audiences?.length || audiences.includes('all')) return null;
  return (
    <p className={styles.note}>
      {`For: ${audiences.map((audience) => audienceLabels[audience]).join(', ')}`}
    </p>
  );
}
