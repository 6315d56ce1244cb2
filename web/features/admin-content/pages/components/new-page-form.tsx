import { useId, useState, type FormEvent } from 'react';
import { slugFromTitle } from '#contracts/content/item-paths.ts';
import { newPageInput, type PageVersions } from '#contracts/content/pages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { createPage } from '#web/features/admin-content/pages/api/pages-api.ts';
import { errorText, fieldErrorsOf } from '#web/features/admin-content/shared/error-text.ts';
import { textOf } from '#web/features/admin-content/shared/form-data.ts';
import type { TextField } from '#web/components/forms/field-spec.ts';
import { DescribedField } from '#web/features/admin-content/shared/described-field.tsx';
import shared from '#web/features/admin-content/shared/admin-content.module.css';

const titleField: TextField = { key: 'title', label: 'Title', kind: 'text', maxLength: 120 };
const addressField: TextField = {
  key: 'slug',
  label: 'Address',
  kind: 'text',
  optional: true,
  maxLength: 80,
  hint: 'The part after the site’s name, e.g. annual-day for /annual-day. Left empty, it is made from the title.',
};

/**
 * Adds a page at the address staff choose: saved as a draft (nobody outside sees it), then opened
 * in the editor to write, preview and publish. What they typed stays when the server refuses it.
 */
export function NewPageForm({ onCreated }: { onCreated: (versions: PageVersions) => void }) {
  const headingId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const title = textOf(data, 'title').trim();
    const slug = textOf(data, 'slug').trim() || slugFromTitle(title);
    setSaving(true);
    try {
      const saved = await createPage(newPageInput(slug, title));
      onCreated(saved.data);
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(byField);
      // A field's own message says it beside the field; anything else is said here.
      setProblem(Object.keys(byField).length ? undefined : errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form aria-labelledby={headingId} onSubmit={(e) => void submit(e)}>
      <h2 id={headingId} className={shared.heading}>
        New page
      </h2>
      <DescribedField field={titleField} error={errors.title} />
      <DescribedField field={addressField} error={errors.slug} />
      {problem && (
        <p role="alert" className={shared.formError}>
          {problem}
        </p>
      )}
      <Button type="submit" disabled={saving}>
        {saving ? 'Adding…' : 'Add page'}
      </Button>
    </form>
  );
}
