import type { ReactNode } from 'react';
import {
  admissionDocumentKinds,
  admissionDocumentLabels,
  admissionStageLabels,
  reuploadFileField,
  type AdmissionStage,
  type ApplicationStatus,
} from '#contracts/admissions.ts';
import { FormField } from '#web/components/forms/form-field.tsx';
import formStyles from '#web/components/forms/public-form.module.css';
import { Button } from '#web/components/ui/button.tsx';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import { useAdmissionsTranslation } from '#web/features/admissions/messages/admissions-messages.ts';
import styles from './admissions.module.css';

const stageKeys: Record<AdmissionStage, string> = {
  new: 'admissions.stageNew',
  'documents-verified': 'admissions.stageVerified',
  'interaction-scheduled': 'admissions.stageInteraction',
  offered: 'admissions.stageOffered',
  admitted: 'admissions.stageAdmitted',
  waitlisted: 'admissions.stageWaitlisted',
  'not-offered': 'admissions.stageNotOffered',
  withdrawn: 'admissions.stageWithdrawn',
};
const accepts = { image: 'image/jpeg,image/png,image/webp', document: 'application/pdf,image/*' };

/** Every form of the page posts here with its token and what it asks (`intent`). */
function IntentForm({
  token,
  intent,
  children,
  multipart,
  label,
}: {
  token: string;
  intent: string;
  children: ReactNode;
  multipart?: boolean;
  label: string;
}) {
  return (
    <form
      method="post"
      encType={multipart ? 'multipart/form-data' : undefined}
      className={formStyles.form}
      aria-label={label}
    >
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}

/**
 * What a parent sees by the mailed link: the stage in plain words, each document the class asks
 * for with a form to send a missing or refused one again, the times to meet, the offer with its
 * deadline, and the request to delete before an offer. Each form works without scripts.
 */
export function StatusView({
  status,
  token,
  fieldError,
}: {
  status: ApplicationStatus;
  token: string;
  /** A refused form's reason, beside the control it was about (`file`, `slotId`). */
  fieldError?: { intent: string; document?: string; message: string };
}) {
  const { t, language } = useAdmissionsTranslation();
  const dates = dateNamesFor(language);
  const errorFor = (intent: string, document?: string) =>
    fieldError && fieldError.intent === intent && fieldError.document === document
      ? fieldError.message
      : undefined;
  const slotWords = (slot: NonNullable<ApplicationStatus['slot']>) => ({
    date: dates.listDate(slot.date),
    time: dates.timeOfDay(slot.time),
    place: slot.place,
  });
  const docWords = {
    received: t('admissions.docReceived'),
    accepted: t('admissions.docAccepted'),
    missing: t('admissions.docMissing'),
  };
  const canSend = status.canDelete;
  return (
    <>
      <div className={styles.panel}>
        <h2>{t('admissions.stage')}</h2>
        <p>
          <strong>{admissionStageLabels[status.stage][language]}</strong>
        </p>
        <p>{t(stageKeys[status.stage])}</p>
      </div>

      <div className={styles.panel}>
        <h2>{t('admissions.documentsNeeded')}</h2>
        <ul className={styles.documents}>
          {status.documents.map((entry) => {
            const label = admissionDocumentLabels[entry.document][language];
            const again = canSend && (entry.state === 'rejected' || entry.state === 'missing');
            return (
              <li key={entry.document}>
                <span>
                  <strong>{label}</strong>:{' '}
                  {entry.state === 'rejected'
                    ? t('admissions.docRejected', { reason: entry.reason })
                    : docWords[entry.state]}
                </span>
                {again && (
                  <IntentForm
                    token={token}
                    intent="document"
                    multipart
                    label={`${t('admissions.sendAgain')}: ${label}`}
                  >
                    <input type="hidden" name="document" value={entry.document} />
                    <FormField
                      name={reuploadFileField}
                      label={t('admissions.chooseFile', { document: label })}
                      required
                      error={errorFor('document', entry.document)}
                    >
                      {(control) => (
                        <input
                          {...control}
                          type="file"
                          accept={accepts[admissionDocumentKinds[entry.document]]}
                        />
                      )}
                    </FormField>
                    <div>
                      <Button type="submit" variant="secondary" size="small">
                        {t('admissions.sendFile')}
                      </Button>
                    </div>
                  </IntentForm>
                )}
              </li>
            );
          })}
        </ul>
      </div>

      {(status.slot || status.openSlots.length > 0) && (
        <div className={styles.panel}>
          <h2>{t('admissions.slotTitle')}</h2>
          {status.slot && <p>{t('admissions.slotBooked', slotWords(status.slot))}</p>}
          {status.openSlots.length > 0 && (
            <IntentForm token={token} intent="slot" label={t('admissions.slotChoose')}>
              <fieldset className={styles.group}>
                <legend>
                  {status.slot ? t('admissions.slotChange') : t('admissions.slotChoose')}
                </legend>
                {status.openSlots.map((slot, index) => (
                  <div key={slot.id} className={styles.check}>
                    <input
                      id={`slot-${slot.id}`}
                      type="radio"
                      name="slotId"
                      value={slot.id}
                      defaultChecked={index === 0}
                    />
                    <label htmlFor={`slot-${slot.id}`}>
                      {t('admissions.slotOption', slotWords(slot))}
                    </label>
                  </div>
                ))}
                {errorFor('slot') && <p className={formStyles.fieldError}>{errorFor('slot')}</p>}
              </fieldset>
              <div>
                <Button type="submit">{t('admissions.slotBook')}</Button>
              </div>
            </IntentForm>
          )}
        </div>
      )}

      {status.stage === 'offered' && (
        <div className={styles.panel}>
          <h2>{t('admissions.offerTitle')}</h2>
          {status.offerAccepted ? (
            <p>{t('admissions.offerAccepted')}</p>
          ) : (
            <>
              {status.offerDeadline && (
                <p>
                  {t('admissions.offerDeadline', { date: dates.listDate(status.offerDeadline) })}
                </p>
              )}
              <div className={styles.inline}>
                <IntentForm token={token} intent="accept" label={t('admissions.accept')}>
                  <Button type="submit">{t('admissions.accept')}</Button>
                </IntentForm>
                <IntentForm token={token} intent="decline" label={t('admissions.decline')}>
                  <Button type="submit" variant="danger">
                    {t('admissions.decline')}
                  </Button>
                </IntentForm>
              </div>
              <p>{t('admissions.declineHint')}</p>
            </>
          )}
        </div>
      )}

      {status.canDelete && (
        <div className={`${styles.panel} ${styles.noPrint}`}>
          <h2>{t('admissions.deleteTitle')}</h2>
          <p>{t('admissions.deleteText')}</p>
          <IntentForm token={token} intent="delete" label={t('admissions.deleteTitle')}>
            <div className={styles.check}>
              <input id="delete-confirm" type="checkbox" name="confirm" value="yes" required />
              <label htmlFor="delete-confirm">{t('admissions.deleteConfirm')}</label>
            </div>
            {errorFor('delete') && <p className={formStyles.fieldError}>{errorFor('delete')}</p>}
            <div>
              <Button type="submit" variant="danger">
                {t('admissions.deleteButton')}
              </Button>
            </div>
          </IntentForm>
        </div>
      )}
    </>
  );
}
