import { useState, type FormEvent } from 'react';
import type { Disclosure } from '#contracts/content/disclosures.ts';
import type { SchoolInformation, SectionId } from '#contracts/content/school-information.ts';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/lib/toast.ts';
import { updateSchoolInformation } from '#web/features/admin-content/school-information/api/update-school-information.ts';
import { errorText, fieldErrorsOf } from '#web/features/admin-content/shared/error-text.ts';
import { DescribedField } from '#web/features/admin-content/shared/described-field.tsx';
import {
  sectionBody,
  sectionFields,
  sectionFormValues,
} from '#web/features/admin-content/school-information/section-fields.ts';
import styles from '#web/features/admin-content/shared/admin-content.module.css';

type SectionFormProps = {
  section: SectionId;
  info: SchoolInformation;
  documents: Disclosure[];
  onSaved: (info: SchoolInformation) => void;
};

/** One section's form: saved as a whole, with the server's errors next to their fields. */
export function SectionForm({ section, info, documents, onSaved }: SectionFormProps) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const values = sectionFormValues(info, section, documents);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(undefined);
    setFieldErrors({});
    try {
      const saved = await updateSchoolInformation(
        section,
        sectionBody(section, new FormData(event.currentTarget)),
      );
      showToast('School information saved.', 'success');
      onSaved(saved.data);
    } catch (error) {
      const message = `Failed to save: ${errorText(error)}`;
      setFieldErrors(fieldErrorsOf(error));
      setFailure(message);
      showToast(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={sending}>
      {sectionFields(section, documents, info).map((field) => (
        <DescribedField
          key={field.key}
          field={field}
          defaultValue={values[field.key]}
          error={fieldErrors[field.key]}
        />
      ))}
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? 'Saving…' : 'Save section'}
        </Button>
      </div>
    </form>
  );
}
