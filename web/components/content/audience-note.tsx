import type { Audience } from '#contracts/audiences.ts';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import styles from './audience-note.module.css';

/**
 * Whom a notice or an event is for ("For: Parents, Staff"), in the lists and on its own page,
 * in the page's language. Nothing for everyone: most items are, and the line would
 * only repeat itself.
 */
export function AudienceNote({ audiences }: { audiences: readonly Audience[] | undefined }) {
  const { t } = useComponentTranslation();
  if (!audiences?.length || audiences.includes('all')) return null;
  const list = audiences.map((audience) => t(`audiences.${audience}`)).join(', ');
  return <p className={styles.note}>{t('audiences.for', { list })}</p>;
}
