import { useId, useState, type FormEvent } from 'react';
import type { PageSummary } from '#contracts/content/pages.ts';
import { menuLimits, menuListLabels, type Menus } from '#contracts/menus.ts';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/lib/toast.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { getMenus, saveMenus } from '#web/features/admin-content/menus/api/menus-api.ts';
import { listPages } from '#web/features/admin-content/pages/api/pages-api.ts';
import { errorText, fieldErrorsOf } from '#web/features/admin-content/shared/error-text.ts';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import { MenuGroupsEditor } from './menu-groups-editor.tsx';
import { MenuItemsEditor, type Errors, type PageChoice } from './menu-items-editor.tsx';
import styles from './menus-tab.module.css';

/** Pages the public can open: published, with or without newer draft changes. */
function publishedPages(pages: PageSummary[]): PageChoice[] {
  return pages
    .filter((page) => page.status === 'published' || page.status === 'draft changes')
    .map((page) => ({ title: page.title, path: `/${page.slug}` }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * The header and footer menus: staff rename, reorder, hide, add and remove links and
 * groups, then save every menu at once; the public pages show the change at once.
 */
export function MenusTab() {
  const { state: saved } = useRemoteData(getMenus, 'menus');
  const { state: pages } = useRemoteData(listPages, 'pages');
  const [edited, setEdited] = useState<Menus>();
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const headingId = useId();

  const menus = edited ?? (saved.status === 'loaded' ? saved.data : undefined);
  const choices = pages.status === 'loaded' ? publishedPages(pages.data) : [];
  const edit = (next: Menus) => {
    setEdited(next);
    setDirty(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!menus || busy) return;
    setBusy(true);
    try {
      const answer = await saveMenus(menus);
      setEdited(answer.data);
      setDirty(false);
      setErrors({});
      setFailure(undefined);
      showToast(answer.message, 'success');
    } catch (error) {
      // The form keeps what staff typed: only the messages change.
      setErrors(fieldErrorsOf(error));
      setFailure(`Not saved: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const errorList = Object.entries(errors);

  return (
    <section className={shared.card} aria-labelledby={headingId}>
      <h1 id={headingId} className={shared.heading}>
        Menus
      </h1>
      <p className={shared.hint}>
        The links in the website&apos;s header and footer. Rename, reorder, hide or add links, then
        save: every page shows the new menus at once. Home and Mandatory Disclosure always stay in
        the main menu.
      </p>
      {saved.status === 'loading' && <p role="status">Loading the menus…</p>}
      {saved.status === 'error' && (
        <p role="alert" className={shared.formError}>
          {errorText(saved.error)}
        </p>
      )}
      {pages.status === 'error' && (
        <p className={shared.hint}>
          The list of pages could not be loaded; links can still be added by address.
        </p>
      )}
      {menus && (
        <form className={shared.form} onSubmit={submit} aria-busy={busy}>
          <fieldset className={shared.fieldGroup}>
            <legend>{menuListLabels.header}</legend>
            <MenuGroupsEditor
              name={menuListLabels.header}
              path="header"
              groups={menus.header}
              max={menuLimits.headerGroups}
              pages={choices}
              errors={errors}
              onChange={(header) => edit({ ...menus, header })}
            />
          </fieldset>
          <fieldset className={shared.fieldGroup}>
            <legend>{menuListLabels.quickLinks} (top of the header)</legend>
            <MenuItemsEditor
              name={menuListLabels.quickLinks}
              path="quickLinks"
              items={menus.quickLinks}
              max={menuLimits.quickLinks}
              pages={choices}
              errors={errors}
              onChange={(quickLinks) => edit({ ...menus, quickLinks })}
            />
          </fieldset>
          <fieldset className={shared.fieldGroup}>
            <legend>{menuListLabels.footer} columns</legend>
            <MenuGroupsEditor
              name={menuListLabels.footer}
              path="footer"
              groups={menus.footer}
              max={menuLimits.footerGroups}
              pages={choices}
              errors={errors}
              onChange={(footer) => edit({ ...menus, footer })}
            />
          </fieldset>
          <fieldset className={shared.fieldGroup}>
            <legend>{menuListLabels.legal}</legend>
            <MenuItemsEditor
              name={menuListLabels.legal}
              path="legal"
              items={menus.legal}
              max={menuLimits.legalLinks}
              pages={choices}
              errors={errors}
              onChange={(legal) => edit({ ...menus, legal })}
            />
          </fieldset>
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
          <div className={styles.saveRow}>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              Save menus
            </Button>
            {dirty && <span className={shared.hint}>Unsaved changes</span>}
          </div>
        </form>
      )}
    </section>
  );
}
