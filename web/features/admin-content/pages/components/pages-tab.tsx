import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { PageSummary, PageVersions } from '#contracts/content/pages.ts';
import { pagePath } from '#contracts/content/page-reading.ts';
import { translationProgress } from '#contracts/content/translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/lib/toast.ts';
import { useRecordAddress } from '#web/lib/use-record-address.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { getPage, listPages } from '#web/features/admin-content/pages/api/pages-api.ts';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import { NewPageForm } from './new-page-form.tsx';
import styles from './page-editor.module.css';

// The block editor and TipTap load only when staff open a page (an admin-only chunk).
const PageEditor = lazy(() =>
  import('./page-editor.tsx').then((module) => ({ default: module.PageEditor })),
);

/** The list's row for a page just saved in the editor. */
const summaryOf = (versions: PageVersions): PageSummary => ({
  slug: versions.published?.slug ?? versions.draft.slug,
  title: versions.draft.title,
  status: versions.status,
  updatedAt: versions.draft.updatedAt,
  updatedBy: versions.draft.updatedBy,
  scheduledAt: versions.scheduledAt,
  hindi: translationProgress(versions.draft),
  unpublishAt: versions.unpublishAt,
});

/** The Pages list's word for a page's Hindi. */
function hindiStatus({ nodes, complete }: PageSummary['hindi']): string {
  if (complete === nodes) return 'Complete';
  return complete === 0 ? 'Not translated' : `Incomplete: ${complete} of ${nodes} parts`;
}

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * The information pages: a searchable list, and the editor of the page staff open. The open page
 * is in the address (`/admin/pages/fee-structure`): reload, back and forward keep it.
 */
export function PagesTab() {
  const { state, reload } = useRemoteData(listPages, 'pages');
  const [changed, setChanged] = useState<Record<string, PageSummary>>({});
  const [query, setQuery] = useState('');
  const address = useRecordAddress('pages');
  // The page loaded for the address's slug (the editor may change its slug as it goes).
  const [loaded, setLoaded] = useState<{ slug: string; versions: PageVersions }>();
  const opening = address.openId !== undefined && loaded?.slug !== address.openId;
  const open = address.openId === undefined ? undefined : loaded?.versions;
  const headingId = useId();
  const searchId = useId();

  const openSlug = address.openId;
  const loadedSlug = loaded?.slug;
  const close = address.close;
  useEffect(() => {
    if (openSlug === undefined) {
      setLoaded(undefined);
      return;
    }
    if (loadedSlug === openSlug) return;
    let current = true;
    getPage(openSlug).then(
      (versions) => current && setLoaded({ slug: openSlug, versions }),
      (error: unknown) => {
        if (!current) return;
        showToast(`Could not open the page: ${errorText(error)}`);
        close({ replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [openSlug, loadedSlug, close]);

  if (opening) return <p role="status">Opening the page…</p>;

  if (open)
    return (
      <Suspense fallback={<p role="status">Loading the editor…</p>}>
        <PageEditor
          versions={open}
          onClose={() => address.close()}
          onChanged={(versions) => {
            const row = summaryOf(versions);
            setChanged((rows) => ({ ...rows, [open.draft.slug]: row }));
            // Published under a new address: the page's admin address follows it, so a reload
            // or a shared link opens the page and not "no such page".
            if (row.slug !== openSlug) address.open(row.slug, { replace: true });
          }}
          onDeleted={(slug) => {
            setChanged((rows) =>
              Object.fromEntries(
                Object.entries(rows).filter(([key, row]) => key !== slug && row.slug !== slug),
              ),
            );
            address.close({ replace: true });
            reload();
          }}
        />
      </Suspense>
    );

  const listed = state.status === 'loaded' ? state.data : [];
  const added = Object.entries(changed)
    .filter(([slug]) => !listed.some((row) => row.slug === slug))
    .map(([, row]) => row);
  const rows =
    state.status === 'loaded'
      ? [...listed.map((row) => changed[row.slug] ?? row), ...added].filter((row) =>
          `${row.title} ${row.slug}`.toLowerCase().includes(query.trim().toLowerCase()),
        )
      : [];

  return (
    <section className={shared.card} aria-labelledby={headingId}>
      <h1 id={headingId} className={shared.heading}>
        Pages
      </h1>
      <p className={shared.hint}>
        The site&apos;s home page and information pages. Open one to change its text, tables and
        pictures: save a draft, preview it, then publish. A new page is public once published; add
        it to a menu in the Menus tab.
      </p>
      <div className={shared.field}>
        <label className={shared.label} htmlFor={searchId}>
          Search pages
        </label>
        <input
          id={searchId}
          type="search"
          className={shared.input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <NewPageForm
        onCreated={(versions) => {
          setChanged((rows) => ({ ...rows, [versions.draft.slug]: summaryOf(versions) }));
          setLoaded({ slug: versions.draft.slug, versions });
          address.open(versions.draft.slug);
        }}
      />
      {state.status === 'loading' && <p role="status">Loading pages…</p>}
      {state.status === 'error' && (
        <p role="alert" className={shared.formError}>
          {errorText(state.error)}
        </p>
      )}
      {state.status === 'loaded' && (
        <div className={styles.tableGrid}>
          <table className={styles.pageList}>
            <caption className="visually-hidden">Information pages</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Status</th>
                <th scope="col">Hindi</th>
                <th scope="col">Last updated</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.slug}>
                  <th scope="row">
                    {row.title}
                    <br />
                    <span className={shared.hint}>{pagePath(row.slug)}</span>
                  </th>
                  <td>
                    {row.status}
                    {row.scheduledAt && ` for ${when.format(new Date(row.scheduledAt))}`}
                    {row.unpublishAt && `, offline from ${when.format(new Date(row.unpublishAt))}`}
                  </td>
                  <td>{hindiStatus(row.hindi)}</td>
                  <td>
                    {when.format(new Date(row.updatedAt))} by {row.updatedBy}
                  </td>
                  <td>
                    <Button size="small" onClick={() => address.open(row.slug)}>
                      Edit<span className="visually-hidden"> {row.title}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p className={shared.hint}>No page matches.</p>}
        </div>
      )}
    </section>
  );
}
