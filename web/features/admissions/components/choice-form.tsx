import { admissionClassLabels } from '#contracts/admissions.ts';
import type { AdmissionRound } from '#contracts/public-admissions.ts';
import { FormField } from '#web/components/forms/form-field.tsx';
import styles from '#web/components/forms/public-form.module.css';
import { TypedDayField } from '#web/components/forms/typed-day-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { chooseIntent, type AdmissionChoice } from '#web/features/admissions/admission-choice.ts';
import { useAdmissionsTranslation } from '#web/features/admissions/messages/admissions-messages.ts';

/**
 * The first step, posted to the page's action (`intent=choose`): the page answers whether the
 * class is open and whether the child meets its age rule before anything else is typed, with or
 * without scripts. A POST, like the TC lookup's, so a child's date of birth never stands in an
 * address (history, shared links). Only classes the school takes appear.
 */
export function ChoiceForm({
  rounds,
  choice,
  refusal,
}: {
  rounds: AdmissionRound[];
  choice: AdmissionChoice;
  /** The reason the choice cannot go on, beside the date of birth (or the class). */
  refusal?: { field: 'class' | 'dob'; message: string };
}) {
  const { t, language } = useAdmissionsTranslation();
  const ownRounds = rounds.filter((round) => !round.externalAddress);
  const classes = [...new Set(ownRounds.flatMap((round) => round.classes.map((row) => row.class)))];
  return (
    <form method="post" className={styles.form} aria-label={t('admissions.chooseTitle')}>
      <input type="hidden" name="intent" value={chooseIntent} />
      <div className={styles.row}>
        <FormField name="year" label={t('admissions.year')} required>
          {(control) => (
            <select {...control} defaultValue={choice.year || rounds[0]?.year}>
              {rounds.map((round) => (
                <option key={round.year} value={round.year}>
                  {round.year}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          name="class"
          label={t('admissions.class')}
          required
          error={refusal?.field === 'class' ? refusal.message : undefined}
        >
          {(control) => (
            <select {...control} defaultValue={choice.class}>
              <option value="">{t('admissions.chooseClass')}</option>
              {classes.map((id) => (
                <option key={id} value={id}>
                  {admissionClassLabels[id][language]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <TypedDayField
        name="dob"
        label={t('admissions.dateOfBirth')}
        hint={t('admissions.dateHint')}
        error={refusal?.field === 'dob' ? refusal.message : undefined}
        defaultValue={choice.dob}
      />
      <div>
        <Button type="submit" variant="secondary">
          {t('admissions.check')}
        </Button>
      </div>
    </form>
  );
}
