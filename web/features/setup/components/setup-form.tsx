import { useState, type FormEvent, type ReactNode } from 'react';
import { defaultColours } from '#contracts/school-defaults.ts';
import { setupMessageInHindi } from '#contracts/setup-messages-hi.ts';
import { colourField, setupFields, setupRequestFromFields } from '#contracts/site-setup.ts';
import { FormField } from '#web/components/forms/form-field.tsx';
import formStyles from '#web/components/forms/public-form.module.css';
import { useFormTranslation } from '#web/components/forms/messages/form-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { completeSetup } from '#web/features/setup/api/complete-setup.ts';
import { useSetupTranslation } from '#web/features/setup/messages/setup-messages.ts';
import { ApiRequestError, toastMessageFor } from '#web/lib/api-client.ts';
import { sentFields, type PageFormProblems } from '#web/lib/public-forms.ts';
import styles from './setup.module.css';

type State =
  | { status: 'idle' | 'sending' }
  | { status: 'failed'; message: string; fieldErrors: Record<string, string> };

const colourNames = Object.keys(defaultColours) as Array<keyof typeof defaultColours>;

/**
 * The setup form (decision 0027). With the page's script it is sent as JSON to POST /api/setup
 * and the page says the site is ready; without, the browser POSTs it to the page, whose action
 * runs the same setup (decision 0026) and comes back with `problems` and what was typed (all but
 * the password). Each field's problem is shown under it, in the page's language.
 */
export function SetupForm({
  token,
  problems,
  onReady,
}: {
  token: string;
  problems?: PageFormProblems;
  /** Called with the school's name once the server has set the site up. */
  onReady: (schoolName: string) => void;
}) {
  const { t, language } = useSetupTranslation();
  const forms = useFormTranslation();
  const [state, setState] = useState<State>(
    problems
      ? { status: 'failed', message: problems.message, fieldErrors: problems.fieldErrors }
      : { status: 'idle' },
  );
  const say = (message: string) => (language === 'hi' ? setupMessageInHindi(message) : message);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = sentFields(new FormData(event.currentTarget));
    setState({ status: 'sending' });
    try {
      await completeSetup(setupRequestFromFields(fields));
      const name = fields[language === 'hi' ? setupFields.nameHi : setupFields.name];
      onReady(typeof name === 'string' ? name.trim() : '');
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      const fieldErrors = Object.fromEntries(
        error.fieldErrors.map((problem) => [problem.field, say(problem.message)]),
      );
      const message =
        Object.keys(fieldErrors).length > 0
          ? forms.t('forms.correctFields')
          : say(error.serverMessage ?? toastMessageFor(error));
      setState({ status: 'failed', message, fieldErrors });
    }
  }

  const errorOf = (name: string) =>
    state.status === 'failed' ? state.fieldErrors[name] : undefined;
  const typed = (name: string, index = 0) => {
    const value = problems?.values[name];
    return Array.isArray(value) ? value[index] : index === 0 ? value : undefined;
  };
  const sending = state.status === 'sending';

  /** A text box of the form, its label, hint and problem beside it. */
  const text = (
    name: string,
    label: string,
    options: {
      required?: boolean;
      hint?: ReactNode;
      type?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'tel' | 'email' | 'url';
      defaultValue?: string;
      index?: number;
      error?: string;
      lang?: string;
    } = {},
  ) => (
    <FormField
      name={name}
      label={label}
      required={options.required}
      hint={options.hint}
      error={options.error ?? errorOf(name)}
    >
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.inputMode}
          lang={options.lang}
          defaultValue={typed(name, options.index) ?? options.defaultValue}
        />
      )}
    </FormField>
  );

  return (
    <form
      method="post"
      noValidate={language === 'hi'}
      className={formStyles.form}
      onSubmit={onSubmit}
      aria-label={t('setup.formLabel')}
    >
      <input type="hidden" name={setupFields.token} value={token} />
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.schoolSection')}</legend>
        {text(setupFields.name, t('setup.name'), {
          required: true,
          hint: t('setup.nameHint'),
          autoComplete: 'organization',
          lang: 'en',
        })}
        {text(setupFields.nameHi, t('setup.nameHi'), {
          required: true,
          hint: t('setup.nameHiHint'),
          lang: 'hi',
        })}
        <div className={formStyles.row}>
          {text(setupFields.board, t('setup.board'), {
            required: true,
            hint: t('setup.boardHint'),
            defaultValue: 'CBSE',
          })}
          {text(setupFields.established, t('setup.established'), { inputMode: 'numeric' })}
        </div>
        <div className={formStyles.row}>
          {text(setupFields.affiliationNumber, t('setup.affiliationNumber'), {
            required: true,
            inputMode: 'numeric',
          })}
          {text(setupFields.schoolCode, t('setup.schoolCode'), { required: true })}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('setup.addressSection')}</legend>
        {text(setupFields.street, t('setup.street'), {
          required: true,
          autoComplete: 'address-line1',
        })}
        <div className={formStyles.row}>
          {text(setupFields.locality, t('setup.locality'), {
            required: true,
            autoComplete: 'address-level2',
          })}
          {text(setupFields.region, t('setup.region'), {
            required: true,
            autoComplete: 'address-level1',
          })}
        </div>
        {text(setupFields.postalCode, t('setup.postalCode'), {
          required: true,
          inputMode: 'numeric',
          autoComplete: 'postal-code',
        })}
        {text(setupFields.cityHi, t('setup.cityHi'), { hint: t('setup.cityHiHint'), lang: 'hi' })}
        {text(setupFields.addressHi, t('setup.addressHi'), {
          hint: t('setup.addressHiHint'),
          lang: 'hi',
        })}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('setup.contactSection')}</legend>
        <div className={formStyles.row}>
          {text(setupFields.phones, t('setup.phone'), {
            required: true,
            type: 'tel',
            hint: t('setup.phoneHint'),
            error: errorOf(`${setupFields.phones}.0`) ?? errorOf(setupFields.phones),
          })}
          {text(setupFields.phones, t('setup.otherPhone'), {
            type: 'tel',
            index: 1,
            error: errorOf(`${setupFields.phones}.1`),
          })}
        </div>
        {text(setupFields.office, t('setup.office'), {
          required: true,
          type: 'email',
          hint: t('setup.officeHint'),
          autoComplete: 'email',
        })}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('setup.adminSection')}</legend>
        <p className={styles.note}>{t('setup.adminIntro')}</p>
        {text(setupFields.username, t('setup.username'), {
          required: true,
          autoComplete: 'username',
        })}
        {text(setupFields.password, t('setup.password'), {
          required: true,
          type: 'password',
          hint: t('setup.passwordHint'),
          autoComplete: 'new-password',
        })}
      </fieldset>

      <details
        className={`${styles.fieldset} ${styles.more}`}
        // Open when one of its fields was refused, so the problem is in sight.
        open={Object.keys(state.status === 'failed' ? state.fieldErrors : {}).some(
          (field) => field.startsWith('school.colours') || field === setupFields.admissionUrl,
        )}
      >
        <summary>{t('setup.moreSection')}</summary>
        <div className={formStyles.form}>
          <p className={styles.note}>{t('setup.moreIntro')}</p>
          {text(setupFields.admissionUrl, t('setup.admissionUrl'), {
            type: 'url',
            inputMode: 'url',
            hint: t('setup.admissionUrlHint'),
          })}
          <p className={formStyles.hint}>{t('setup.coloursHint')}</p>
          <div className={styles.colours}>
            {colourNames.map((name) => (
              <FormField
                key={name}
                name={colourField(name)}
                label={t(`setup.colours.${name}`)}
                error={errorOf(colourField(name))}
              >
                {(control) => (
                  <input
                    {...control}
                    type="color"
                    defaultValue={typed(colourField(name)) ?? defaultColours[name]}
                  />
                )}
              </FormField>
            ))}
          </div>
        </div>
      </details>

      {state.status === 'failed' && (
        <p className={formStyles.formError} role="alert">
          {state.message}
        </p>
      )}
      <div>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? t('setup.sending') : t('setup.submit')}
        </Button>
      </div>
    </form>
  );
}
