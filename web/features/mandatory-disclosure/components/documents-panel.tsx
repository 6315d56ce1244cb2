import { useId, useState } from 'react';
import type { Disclosure } from '#contracts/content/disclosures.ts';
import type { RemoteData } from '#web/lib/use-remote-data.ts';
import {
  filterDocuments,
  type Category,
} from '#web/features/mandatory-disclosure/disclosure-view.ts';
import { CategoryButtons } from './category-buttons.tsx';
import { DocumentRow } from './document-row.tsx';
import { LoadError } from './load-error.tsx';
import styles from './mandatory-disclosure.module.css';

/** The Documents & Reports tab: search, category, then the list (or its loading, error, empty state). */
export function DocumentsPanel({ state }: { state: RemoteData<Disclosure[]> }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category>('all');
  const searchId = useId();
  const documents = state.status === 'loaded' ? filterDocuments(state.data, category, search) : [];

  return (
    <>
      <h2 className="visually-hidden">Documents &amp; Reports</h2>
      <div className={styles.toolbar}>
        <div role="search" className={styles.searchBox}>
          <label className={styles.searchLabel} htmlFor={searchId}>
            Search documents
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.search}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Title or description"
          />
        </div>
        <CategoryButtons value={category} onChange={setCategory} />
      </div>
      {state.status === 'loading' && (
        <p role="status" className={styles.state}>
          Loading documents...
        </p>
      )}
      {state.status === 'error' && <LoadError error={state.error} />}
      {state.status === 'loaded' &&
        (documents.length ? (
          <ul className={styles.rows} aria-label="Documents">
            {documents.map((document) => (
              <DocumentRow key={document.id} document={document} />
            ))}
          </ul>
        ) : (
          <p role="status" className={styles.state}>
            No documents found
          </p>
        ))}
    </>
  );
}
