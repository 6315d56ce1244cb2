import { useId, useState } from 'react';
import type { PageInput, PageVersions } from '#contracts/content/pages.ts';
import { pagePath, withSchoolName } from '#contracts/content/page-reading.ts';
import type { Language } from '#contracts/languages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useSchool } from '#web/lib/school.ts';
import { showToast } from '#web/lib/toast.ts';
import {
  deletePage,
  publishPage,
  saveDraft,
  unpublishPage,
} from '#web/features/admin-content/pages/api/pages-api.ts';
import {
  actionsField,
  heroFields,
  newSection,
  sectionFields,
} from '#web/features/admin-content/pages/block-forms.ts';
import { holdsTable } from '#web/features/admin-content/pages/table-blocks.ts';
import { errorText, fieldErrorsOf } from '#web/features/admin-content/shared/error-text.ts';
import { BlockListEditor } from './block-list-editor.tsx';
import { SortableList } from '#web/features/admin-content/shared/sortable-list.tsx';
import { FieldsEditor, type Errors } from './field-editor.tsx';
import { RevisionsPanel } from './revisions-panel.tsx';
import { ScheduleRow } from './schedule-row.tsx';
import { TranslationEditor } from './translation-editor.tsx';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import styles from './page-editor.module.css';

type Obj = Record<string, unknown>;

function inputOf(versions: PageVersions): PageInput {
  const { updatedAt: _at, updatedBy: _by, ...input } = versions.draft;
  return input;
}

const scheduleFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

const pageFields = [
  { kind: 'text', key: 'title', label: 'Title in the browser tab and search results' },
  {
    kind: 'textarea',
    key: 'description',
    label: "Description for search results ({school} shows the school's name)",
  },
  {
    kind: 'text',
    key: 'slug',
    label: 'Address (/… ; a changed address redirects from the old one)',
  },
] as const;

/**
 * One page's editor: its settings, hero, sections and their blocks. Save keeps a draft (the
 * public page stays as it is), Preview shows the saved draft as the public would see it, Publish
 * makes it live; the revisions below restore an earlier version as a new draft.
 */
export function PageEditor({
  versions,
  onClose,
  onChanged,
  onDeleted,
}: {
  versions: PageVersions;
  onClose: () => void;
  onChanged: (versions: PageVersions) => void;
  /** The page went to the trash: the list is read again. */
  onDeleted: (slug: string) => void;
}) {
  const [slug, setSlug] = useState(versions.published?.slug ?? versions.draft.slug);
  const [page, setPage] = useState<PageInput>(() => inputOf(versions));
  const [status, setStatus] = useState(versions.status);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [revisionsKey, setRevisionsKey] = useState(0);
  const [scheduledAt, setScheduledAt] = useState(versions.scheduledAt);
  const [publishAt, setPublishAt] = useState('');
  const [language, setLanguage] = useState<Language>('en');
  const [unpublishAt, setUnpublishAt] = useState(versions.unpublishAt);
  const [offlineAt, setOfflineAt] = useState('');
  const headingId = useId();
  const school = useSchool();
  // The sections with a table open from the start (table-blocks.ts), and stay open if the table
  // is removed: only the clerk closes a section.
  const [tableSections] = useState(
    () => new Set(versions.draft.sections.filter((s) => holdsTable(s.blocks)).map((s) => s.id)),
  );

  const edit = (next: PageInput) => {
    setPage(next);
    setDirty(true);
  };
  const loaded = (next: PageVersions, message: string) => {
    setPage(inputOf(next));
    setStatus(next.status);
    setScheduledAt(next.scheduledAt);
    setUnpublishAt(next.unpublishAt);
    setSlug(next.published?.slug ?? next.draft.slug);
    setDirty(false);
    setErrors({});
    setFailure(undefined);
    onChanged(next);
    showToast(message, 'success');
  };

  async function run(work: () => Promise<void>, failed = 'Not saved') {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      const message = `${failed}: ${errorText(error)}`;
      setErrors(fieldErrorsOf(error));
      setFailure(message);
      showToast(message);
    } finally {
      setBusy(false);
    }
  }
  const save = () => run(async () => loaded((await saveDraft(slug, page)).data, 'Draft saved.'));
  const publish = () =>
    run(async () => {
      if (dirty) await saveDraft(slug, page);
      loaded((await publishPage(slug)).data, 'Page published.');
      setRevisionsKey((key) => key + 1);
    });
  // The school's clock: a time typed in the form is India time (Asia/Kolkata, no daylight saving).
  const schedule = () =>
    run(async () => {
      if (dirty) await saveDraft(slug, page);
      loaded((await publishPage(slug, `${publishAt}:00+05:30`)).data, 'Publishing scheduled.');
    });
  const scheduleOffline = () =>
    run(async () => {
      const at = `${offlineAt}:00+05:30`;
      loaded((await unpublishPage(slug, at)).data, 'Unpublishing scheduled.');
    });

  // The server refuses the pages the site came with (server/modules/pages/page-trash.ts), and
  // the refusal says to unpublish them instead.
  const remove = () => {
    if (
      !window.confirm(
        'Move this page to the trash? Its address stops working; you can restore it from Trash for 30 days.',
      )
    )
      return;
    void run(async () => {
      await deletePage(slug);
      showToast('Page moved to the trash.', 'success');
      onDeleted(slug);
    }, 'Not deleted');
  };

  const sections = page.sections;
  const setSections = (next: PageInput['sections']) => edit({ ...page, sections: next });
  const errorList = Object.entries(errors);

  return (
    <section className={shared.card} aria-labelledby={headingId}>
      <div className={styles.editorHeader}>
        <h2 id={headingId} className={shared.heading}>
          Editing: {withSchoolName(page.hero.title || page.title, school.name)}
        </h2>
        <Button variant="secondary" size="small" onClick={onClose}>
          Back to all pages
        </Button>
      </div>
      <p className={shared.hint}>
        Status: <strong>{status}</strong>
        {scheduledAt && ` for ${scheduleFormat.format(new Date(scheduledAt))} (India time)`}
        {unpublishAt &&
          `, offline from ${scheduleFormat.format(new Date(unpublishAt))} (India time)`}
        {dirty && ' · unsaved changes'} · public address{' '}
        <a href={pagePath(slug)} target="_blank" rel="noopener">
          {pagePath(slug)}
        </a>
      </p>
      {failure && (
        <div role="alert" className={shared.formError}>
          <p>{failure}</p>
          {errorList.length > 1 && (
            <ul>
              {errorList.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div role="group" aria-label="Language to edit" className={shared.actions}>
        <Button
          size="small"
          variant={language === 'en' ? 'primary' : 'secondary'}
          aria-pressed={language === 'en'}
          onClick={() => setLanguage('en')}
        >
          English
        </Button>
        <Button
          size="small"
          variant={language === 'hi' ? 'primary' : 'secondary'}
          aria-pressed={language === 'hi'}
          onClick={() => setLanguage('hi')}
        >
          <span lang="hi">हिन्दी</span> (Hindi)
        </Button>
      </div>
      <form
        className={shared.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        aria-busy={busy}
      >
        {language === 'hi' ? (
          <TranslationEditor page={page} onChange={edit} errors={errors} />
        ) : (
          <>
            <fieldset className={shared.fieldGroup}>
              <legend>Page</legend>
              <FieldsEditor
                fields={[...pageFields]}
                value={page as unknown as Obj}
                onChange={(next) => edit(next as unknown as PageInput)}
                path="page"
                errors={Object.fromEntries(errorList.map(([k, v]) => [`page.${k}`, v]))}
              />
            </fieldset>
            <fieldset className={shared.fieldGroup}>
              <legend>Hero (top of the page)</legend>
              <FieldsEditor
                fields={heroFields}
                value={page.hero as Obj}
                onChange={(hero) => edit({ ...page, hero: hero as PageInput['hero'] })}
                path="hero"
                errors={errors}
              />
            </fieldset>
            <SortableList
              items={sections}
              itemName={(index) => `section ${index + 1}`}
              itemClassName={styles.section}
              onChange={setSections}
            >
              {(section, index) => (
                <details
                  open={
                    tableSections.has(section.id) ||
                    holdsTable(section.blocks) ||
                    Object.keys(errors).some((key) => key.startsWith(`sections.${index}.`))
                  }
                >
                  <summary className={styles.summary}>
                    Section {index + 1}: {section.title || '(untitled)'}
                  </summary>
                  <div className={styles.blockForm}>
                    <FieldsEditor
                      fields={sectionFields}
                      value={section as unknown as Obj}
                      onChange={(next) =>
                        setSections(
                          sections.map((old, i) =>
                            i === index ? (next as unknown as PageInput['sections'][number]) : old,
                          ),
                        )
                      }
                      path={`sections.${index}`}
                      errors={errors}
                    />
                    <BlockListEditor
                      label={`Blocks of section ${index + 1}`}
                      blocks={section.blocks}
                      onChange={(blocks) =>
                        setSections(
                          sections.map((old, i) => (i === index ? { ...old, blocks } : old)),
                        )
                      }
                      path={`sections.${index}.blocks`}
                      errors={errors}
                    />
                  </div>
                </details>
              )}
            </SortableList>
            <div>
              <Button
                size="small"
                variant="secondary"
                onClick={() => setSections([...sections, newSection(sections.length)])}
              >
                Add section
              </Button>
            </div>
            <fieldset className={shared.fieldGroup}>
              <legend>Closing band</legend>
              {page.cta ? (
                <>
                  <FieldsEditor
                    fields={[
                      { kind: 'text', key: 'title', label: 'Title' },
                      { kind: 'textarea', key: 'text', label: 'Text' },
                      actionsField('actions', 'Buttons'),
                    ]}
                    value={page.cta as Obj}
                    onChange={(cta) => edit({ ...page, cta: cta as PageInput['cta'] })}
                    path="cta"
                    errors={errors}
                  />
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => edit({ ...page, cta: undefined })}
                  >
                    Remove closing band
                  </Button>
                </>
              ) : (
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() =>
                    edit({
                      ...page,
                      cta: {
                        title: '',
                        text: '',
                        actions: [{ label: 'Contact Us', to: '/contact' }],
                      },
                    })
                  }
                >
                  Add closing band
                </Button>
              )}
            </fieldset>
          </>
        )}
        <div className={`${shared.actions} ${styles.stickyActions}`}>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save draft'}
          </Button>
          {dirty ? (
            <span className={shared.hint}>Save the draft to preview it.</span>
          ) : (
            <a
              className={styles.previewLink}
              href={`/admin/page-preview/${slug}${language === 'hi' ? '?lang=hi' : ''}`}
              target="_blank"
              rel="noopener"
            >
              Preview draft
            </a>
          )}
          <Button variant="accent" disabled={busy} onClick={() => void publish()}>
            Publish
          </Button>
          <Button variant="danger" disabled={busy} onClick={remove}>
            Delete page
          </Button>
        </div>
        <ScheduleRow
          label="Publish at (India time)"
          action="Schedule publishing"
          value={publishAt}
          busy={busy}
          onChange={setPublishAt}
          onSchedule={() => void schedule()}
        />
        <ScheduleRow
          label="Unpublish at (India time)"
          action="Schedule unpublishing"
          value={offlineAt}
          busy={busy}
          onChange={setOfflineAt}
          onSchedule={() => void scheduleOffline()}
        />
      </form>
      <RevisionsPanel
        key={revisionsKey}
        slug={slug}
        onRestored={(next) => loaded(next, 'Revision restored as a draft.')}
      />
    </section>
  );
}
