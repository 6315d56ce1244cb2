import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { OpenPosition } from '#contracts/career-positions.ts';
import {
  careerLimits,
  checkResumeBeforeUpload,
  resumeAccept,
  resumeField,
  submissionMessages,
} from '#contracts/inbox.ts';
import { visitorMessageInHindi } from '#contracts/visitor-messages-hi.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/forms/form-field.tsx';
import { PublicForm } from '#web/components/forms/public-form.tsx';
import { inLanguage } from '#web/lib/in-language.ts';
import type { PageFormProblems } from '#web/lib/public-forms.ts';
import { useFormSubmission } from '#web/lib/use-form-submission.ts';
import styles from '#web/components/forms/public-form.module.css';
import { sendApplication } from '#web/features/careers/api/send-application.ts';
import { useCareersTranslation } from '#web/features/careers/messages/careers-messages.ts';
import { positionWords } from './open-positions.tsx';

/**
 * The online application, sent to POST /api/careers/applications. The resume is checked as soon
 * as it is chosen (type and the 5 MB limit). A refused file stays chosen with the reason next to
 * it, and the form is not sent until it is replaced or removed: clearing it silently sent the
 * application without the resume the applicant meant to attach. The positions are the open ones
 * staff listed (the page's loader); the server refuses one closed since the page was loaded.
 */
export function ApplicationForm({
  positions,
  problems,
  sent,
}: {
  positions: OpenPosition[];
  /** The page's answer to the form sent without scripts (decision 0026). */
  problems?: PageFormProblems;
  sent?: boolean;
}) {
  const submission = useFormSubmission(sendApplication, problems);
  const { fieldError, typed } = submission;
  const { t, language } = useCareersTranslation();
  const [resumeError, setResumeError] = useState<string>();
  const resumeInput = useRef<HTMLInputElement>(null);

  const onResumeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    const problem = file && checkResumeBeforeUpload(file);
    // The check's words are the server's (contracts/inbox.ts): a Hindi page says them in Hindi.
    setResumeError(problem && language === 'hi' ? visitorMessageInHindi(problem) : problem);
  };
  const removeResume = () => {
    if (resumeInput.current) resumeInput.current.value = '';
    setResumeError(undefined);
    resumeInput.current?.focus();
  };
  const submitUnlessRefused = (event: FormEvent<HTMLFormElement>) => {
    if (resumeError) {
      event.preventDefault();
      resumeInput.current?.focus();
      return;
    }
    void submission.onSubmit(event);
  };

  return (
    <PublicForm
      submission={submission}
      sent={sent}
      label={t('careers.formLabel')}
      submit={{ label: t('careers.submit'), sending: t('careers.sending') }}
      sentNotice={{
        title: t('careers.sentTitle'),
        againLabel: t('careers.again'),
        pageMessage: inLanguage(submissionMessages.application, language),
        againTo: '/careers?apply=online#apply',
      }}
      multipart
      onSubmit={submitUnlessRefused}
    >
      <FormField
        name="fullName"
        label={t('careers.fullName')}
        required
        error={fieldError('fullName')}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            maxLength={careerLimits.fullName}
            defaultValue={typed('fullName')}
          />
        )}
      </FormField>
      <div className={styles.row}>
        <FormField name="email" label={t('careers.email')} required error={fieldError('email')}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              maxLength={254}
              defaultValue={typed('email')}
            />
          )}
        </FormField>
        <FormField name="phone" label={t('careers.phone')} required error={fieldError('phone')}>
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="tel"
              maxLength={careerLimits.phone}
              defaultValue={typed('phone')}
            />
          )}
        </FormField>
      </div>
      <FormField name="position" label={t('careers.position')} error={fieldError('position')}>
        {(control) => (
          <select {...control} defaultValue={typed('position') ?? ''}>
            <option value="">{t('careers.positionPlaceholder')}</option>
            {positions.map((position) => (
              <option key={position.key} value={position.key}>
                {positionWords(position, language).label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="experience" label={t('careers.experience')} error={fieldError('experience')}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={careerLimits.experience}
            defaultValue={typed('experience')}
          />
        )}
      </FormField>
      <FormField
        name={resumeField}
        label={t('careers.resume')}
        hint={t('careers.resumeHint')}
        error={resumeError ?? fieldError(resumeField)}
      >
        {(control) => (
          <input
            {...control}
            ref={resumeInput}
            type="file"
            accept={resumeAccept}
            onChange={onResumeChange}
          />
        )}
      </FormField>
      {resumeError && (
        <div>
          <Button variant="secondary" size="small" onClick={removeResume}>
            {t('careers.removeResume')}
          </Button>
        </div>
      )}
    </PublicForm>
  );
}
