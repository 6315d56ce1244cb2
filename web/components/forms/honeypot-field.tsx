import { honeypotField } from '#contracts/inbox.ts';
import { useFormTranslation } from '#web/components/forms/messages/form-messages.ts';
import styles from './public-form.module.css';

/**
 * The field only bots fill: off screen, hidden from assistive technology, out of the tab order
 * and never autofilled, so no person sends a value in it.
 */
export function HoneypotField() {
  const { t } = useFormTranslation();
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={`${honeypotField}-trap`}>{t('forms.honeypot')}</label>
      <input
        id={`${honeypotField}-trap`}
        type="text"
        name={honeypotField}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
