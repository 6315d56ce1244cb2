import { audienceLabels, audiences, type Audience } from '#contracts/audiences.ts';
import {
  subscriptionModeLabels,
  subscriptionModes,
  type SubscriptionMode,
} from '#contracts/subscriptions.ts';
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
  return (
    <>
      <fieldset
        className={styles.group}
        aria-describedby={errors.audiences ? 'audiences-error' : undefined}
      >
        <legend className={styles.legend}>Circulars for</legend>
        {audiences.map((audience) => (
          <label key={audience} className={styles.choice}>
            <input
              type="checkbox"
              name="audiences"
              value={audience}
              defaultChecked={chosen.includes(audience)}
            />
            <span>
              {audience === 'all' ? 'Everything the school sends' : audienceLabels[audience]}
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
        <legend className={styles.legend}>How often</legend>
        {subscriptionModes.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="mode"
              value={value}
              defaultChecked={value === mode}
              required
            />
            <span>{subscriptionModeLabels[value]}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
