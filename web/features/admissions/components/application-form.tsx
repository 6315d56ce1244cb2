import {
  admissionDocumentKinds,
  admissionDocumentLabels,
  admissionLimits,
  consentVersion,
  consentText,
  genders,
} from '#contracts/admissions.ts';
import type { AdmissionRound } from '#contracts/public-admissions.ts';
import type { ClassSettings } from '#contracts/admissions.ts';
import { FormField } from '#web/components/forms/form-field.tsx';
import { HoneypotField } from '#web/components/forms/honeypot-field.tsx';
import styles from '#web/components/forms/public-form.module.css';
import { Button } from '#web/components/ui/button.tsx';
import type { PageFormProblems } from '#web/lib/public-forms.ts';
import { useAdmissionsTranslation } from '#web/features/admissions/messages/admissions-messages.ts';
import type { AdmissionChoice } from '#web/features/admissions/admission-choice.ts';
import own from './admissions.module.css';

const genderKeys = {
  girl: 'admissions.genderGirl',
  boy: 'admissions.genderBoy',
  other: 'admissions.genderOther',
} as const;

/** What a picture or a page may be sent as (read-admission-form.ts checks the content). */
const accepts = { image: 'image/jpeg,image/png,image/webp', document: 'application/pdf,image/*' };

/**
 * The application itself, posted multipart to the page's action (decision 0026): the choice of
 * the first step travels in hidden fields, every typed value comes back with its error beside
 * it when the form is refused, and the files must be chosen again (a browser keeps none).
 */
export function ApplicationForm({
  round,
  settings,
  choice,
  problems,
}: {
  round: AdmissionRound;
  settings: ClassSettings;
  choice: AdmissionChoice;
  problems?: PageFormProblems;
}) {
  const { t, language } = useAdmissionsTranslation();
  const typed = (name: string) => {
    const value = problems?.values[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const error = (name: string) => problems?.fieldErrors[name];
  const text = (
    name: string,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      max?: number;
      autoComplete?: string;
      hint?: string;
    } = {},
  ) => (
    <FormField
      name={name}
      label={label}
      required={options.required}
      hint={options.hint}
      error={error(name)}
    >
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          maxLength={options.max}
          autoComplete={options.autoComplete}
          defaultValue={typed(name)}
        />
      )}
    </FormField>
  );
  return (
    <form
      method="post"
      encType="multipart/form-data"
      className={styles.form}
      aria-label={t('admissions.formLabel')}
      noValidate
    >
      <input type="hidden" name="year" value={round.year} />
      <input type="hidden" name="class" value={settings.class} />
      <input type="hidden" name="dateOfBirth" value={choice.dobDay} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="consentVersion" value={consentVersion} />
      {problems && (
        <div className={own.problems} role="alert">
          <p className={own.problemsTitle}>{t('admissions.problemsTitle')}</p>
          <p>{problems.message}</p>
          {error('dateOfBirth') && <p>{error('dateOfBirth')}</p>}
          {error('class') && <p>{error('class')}</p>}
          <p>{t('admissions.filesAgain')}</p>
        </div>
      )}

      <fieldset className={own.group}>
        <legend>{t('admissions.childTitle')}</legend>
        {text('childName', t('admissions.childName'), {
          required: true,
          max: admissionLimits.name,
        })}
        <FormField name="gender" label={t('admissions.gender')} required error={error('gender')}>
          {(control) => (
            <select {...control} defaultValue={typed('gender') ?? ''}>
              <option value="">{t('admissions.chooseGender')}</option>
              {genders.map((gender) => (
                <option key={gender} value={gender}>
                  {t(genderKeys[gender])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className={styles.row}>
          {text('previousSchool', t('admissions.previousSchool'), {
            max: admissionLimits.school,
          })}
          {text('previousClass', t('admissions.previousClass'), { max: 20 })}
        </div>
      </fieldset>

      <fieldset className={own.group}>
        <legend>{t('admissions.parentsTitle')}</legend>
        {text('parentName', t('admissions.parentName'), {
          required: true,
          max: admissionLimits.name,
          autoComplete: 'name',
        })}
        <div className={styles.row}>
          {text('phone', t('admissions.phone'), {
            required: true,
            type: 'tel',
            max: 20,
            autoComplete: 'tel',
          })}
          {text('email', t('admissions.email'), {
            required: true,
            type: 'email',
            max: 254,
            autoComplete: 'email',
            hint: t('admissions.emailHint'),
          })}
        </div>
        {text('occupation', t('admissions.occupation'), { max: 100 })}
        <div className={styles.row}>
          {text('secondGuardianName', t('admissions.secondGuardianName'), {
            max: admissionLimits.name,
          })}
          {text('secondGuardianPhone', t('admissions.secondGuardianPhone'), {
            type: 'tel',
            max: 20,
          })}
        </div>
        <div className={styles.row}>
          {text('secondGuardianEmail', t('admissions.secondGuardianEmail'), {
            type: 'email',
            max: 254,
          })}
          {text('secondGuardianOccupation', t('admissions.secondGuardianOccupation'), {
            max: 100,
          })}
        </div>
      </fieldset>

      <fieldset className={own.group}>
        <legend>{t('admissions.addressTitle')}</legend>
        <FormField name="address" label={t('admissions.address')} required error={error('address')}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={admissionLimits.address}
              autoComplete="street-address"
              defaultValue={typed('address')}
            />
          )}
        </FormField>
        {text('siblings', t('admissions.siblings'), {
          max: admissionLimits.siblings,
          hint: t('admissions.siblingsHint'),
        })}
      </fieldset>

      <fieldset className={own.group}>
        <legend>{t('admissions.documentsTitle')}</legend>
        <p className={own.note}>{t('admissions.documentsIntro')}</p>
        {settings.documents.map((document) => (
          <FormField
            key={document}
            name={document}
            label={admissionDocumentLabels[document][language]}
            required
            error={error(document)}
          >
            {(control) => (
              <input {...control} type="file" accept={accepts[admissionDocumentKinds[document]]} />
            )}
          </FormField>
        ))}
      </fieldset>

      <fieldset className={own.group}>
        <legend>{t('admissions.consentTitle')}</legend>
        <p className={own.note}>{t('admissions.consentUse')}</p>
        <p className={own.note}>{t('admissions.consentKept', { months: round.retentionMonths })}</p>
        <div className={own.check}>
          <input
            id="admission-consent"
            type="checkbox"
            name="consent"
            value="true"
            aria-invalid={error('consent') ? true : undefined}
            aria-describedby={error('consent') ? 'admission-consent-error' : undefined}
            defaultChecked={typed('consent') === 'true'}
          />
          <label htmlFor="admission-consent">{consentText[language]}</label>
        </div>
        {error('consent') && (
          <p id="admission-consent-error" className={styles.fieldError}>
            {error('consent')}
          </p>
        )}
      </fieldset>
      <HoneypotField />
      <div>
        <Button type="submit">{t('admissions.submit')}</Button>
      </div>
    </form>
  );
}
