import { audiences, type Audience } from '#contracts/audiences.ts';
import { subscriptionModes, type SubscriptionMode } from '#contracts/subscriptions.ts';
import { FormField, type ControlProps } from '#web/components/forms/form-field.tsx';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import { useSubscriptionsTranslation } from '#web/features/subscriptions/messages/subscriptions-messages.ts';
import styles from './subscriptions.module.css';

/** A group's choices: a box each (several may be chosen) or a button each (one is). */
function Choices<Value extends string>({
  control,
  type,
  values,
  chosen,
  words,
}: {
  control: ControlProps;
  type: 'checkbox' | 'radio';
  values: readonly Value[];
  chosen: (value: Value) => boolean;
  words: (value: Value) => string;
}) {
  return values.map((value) => (
    <label key={value} className={styles.choice}>
      <input
        type={type}
        name={control.name}
        value={value}
        defaultChecked={chosen(value)}
        aria-invalid={control['aria-invalid']}
        // One of the buttons must be on; any number of boxes, checked by the server.
        required={type === 'radio'}
      />
      <span>{words(value)}</span>
    </label>
  ));
}

/**
 * The groups to receive circulars for, and how often: shared by subscribing and changing. Each is
 * a group field of the public forms (form-field.tsx), its legend, mark and error as theirs.
 */
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
      <FormField
        name="audiences"
        label={t('subscriptions.circularsFor')}
        required
        group
        error={errors.audiences}
      >
        {(control) => (
          <Choices
            control={control}
            type="checkbox"
            values={audiences}
            chosen={(audience) => chosen.includes(audience)}
            words={(audience) =>
              audience === 'all'
                ? t('subscriptions.everything')
                : componentText(`audiences.${audience}`)
            }
          />
        )}
      </FormField>
      <FormField name="mode" label={t('subscriptions.howOften')} required group>
        {(control) => (
          <Choices
            control={control}
            type="radio"
            values={subscriptionModes}
            chosen={(value) => value === mode}
            words={(value) => t(`subscriptions.modes.${value}`)}
          />
        )}
      </FormField>
    </>
  );
}
