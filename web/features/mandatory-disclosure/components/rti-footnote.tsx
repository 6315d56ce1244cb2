import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import { useDisclosureTranslation } from '#web/features/mandatory-disclosure/messages/mandatory-disclosure-messages.ts';
import styles from './mandatory-disclosure.module.css';

export function RtiFootnote({ updated }: { updated: string }) {
  const { t, language } = useDisclosureTranslation();
  return (
    <p className={styles.footnote}>
      {t('disclosure.rti')} <time dateTime={updated}>{displayDate(updated, language)}</time>.
    </p>
  );
}
