import { audiences, type Audience } from '#contracts/audiences.ts';
import { subscriptionModes, type SubscriptionMode } from '#contracts/subscriptions.ts';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import { useSubscriptionsTranslation } from '#web/features/subscriptions/messages/subscriptions-messages.ts';
import styles from './subscriptions.module.css';

/** The groups to receive circulars for, and how often: shared by subscribing and changing. */
export function ChoiceFields({
  audiences: chosen = ['all'],
  mode = 'immediate',
  errors = {},
}: {
  audiences?: Audience[];
  mode?: SubscriptionMode;
  errors?: Record<string, string | undefined>;
}) {
  const { t } = useSubscriptionsTranslation();
  const { t: componentText } = useComponentTranslation();
  return (
    <>
      <fieldset
        className={styles.group}
        aria-describedby={errors.audiences ? 'audiences-error' : undefined}
      >
        <legend className={styles.legend}>{t('subscriptions.circularsFor')}</legend>
        {audiences.map((audience) => (
          <label key={audience} className={styles.choice}>
            <input
              type="checkbox"
              name="audiences"
              value={audience}
              defaultChecked={chosen.includes(audience)}
            />
            <span>
              {audience === 'all'
                ? t('subscriptions.everything')
                : componentText(`audiences.${audience}`)}
            </span>
          </label>
        ))}
        {errors.audiences && (
          <p id="audiences-error" className={styles.error}>
            {errors.audiences}
          </p>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('subscriptions.howOften')}</legend>
        {subscriptionModes.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="mode"
              value={value}
              defaultChecked={value === mode}
              required
            />
            <span>{t(`subscriptions.modes.${value}`)}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
