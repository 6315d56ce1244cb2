import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import { useDisclosureTranslation } from '#web/features/mandatory-disclosure/messages/mandatory-disclosure-messages.ts';
import styles from './mandatory-disclosure.module.css';

/** Why the page publishes this, and when it was last updated: no date until a section is saved. */
export function RtiFootnote({ updated }: { updated: string | null }) {
  const { t, language } = useDisclosureTranslation();
  if (!updated) return <p className={styles.footnote}>{t('disclosure.rtiUndated')}</p>;
  return (
    <p className={styles.footnote}>
      {t('disclosure.rti')} <time dateTime={updated}>{displayDate(updated, language)}</time>.
    </p>
  );
}
