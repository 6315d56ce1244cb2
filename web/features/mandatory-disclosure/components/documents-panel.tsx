import { useId } from 'react';
import { Form } from 'react-router';
import type { DisclosureData } from '#web/features/mandatory-disclosure/disclosure-data.ts';
import { CategoryButtons } from './category-buttons.tsx';
import { DocumentRow } from './document-row.tsx';
import styles from './mandatory-disclosure.module.css';

/** Documents & Reports: a GET search form, the category links, then the matching documents. */
export function DocumentsPanel({ page }: { page: DisclosureData }) {
  const searchId = useId();
  return (
    <section id="documents" aria-labelledby={`${searchId}-title`} className={styles.part}>
      <h2 id={`${searchId}-title`}>Documents &amp; Reports</h2>
      <div className={styles.toolbar}>
        <Form method="get" role="search" className={styles.searchBox} preventScrollReset>
          <label className={styles.searchLabel} htmlFor={searchId}>
            Search documents
          </label>
          <span className={styles.searchRow}>
            <input
              id={searchId}
              name="q"
              type="search"
              className={styles.search}
              defaultValue={page.search}
              key={page.search}
              placeholder="Title or description"
            />
            {page.category !== 'all' && (
              <input type="hidden" name="category" value={page.category} />
            )}
            <button type="submit" className={styles.searchButton}>
              Search
            </button>
          </span>
        </Form>
        <CategoryButtons value={page.category} search={page.search} />
      </div>
      {page.documents.length ? (
        <ul className={styles.rows} aria-label="Documents">
          {page.documents.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </ul>
      ) : (
        <p role="status" className={styles.state}>
          No documents found
        </p>
      )}
    </section>
  );
}
