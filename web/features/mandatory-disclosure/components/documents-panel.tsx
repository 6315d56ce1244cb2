import { useId } from 'react';
import { Form } from 'react-router';
import type { DisclosureData } from '#web/features/mandatory-disclosure/disclosure-data.ts';
import { useDisclosureTranslation } from '#web/features/mandatory-disclosure/messages/mandatory-disclosure-messages.ts';
import { CategoryButtons } from './category-buttons.tsx';
import { DocumentRow } from './document-row.tsx';
import styles from './mandatory-disclosure.module.css';

/** Documents & Reports: a GET search form, the category links, then the matching documents. */
export function DocumentsPanel({ page }: { page: DisclosureData }) {
  const searchId = useId();
  const { t } = useDisclosureTranslation();
  return (
    <section id="documents" aria-labelledby={`${searchId}-title`} className={styles.part}>
      <h2 id={`${searchId}-title`}>{t('disclosure.documentsTitle')}</h2>
      <div className={styles.toolbar}>
        <Form method="get" role="search" className={styles.searchBox} preventScrollReset>
          <label className={styles.searchLabel} htmlFor={searchId}>
            {t('disclosure.searchLabel')}
          </label>
          <span className={styles.searchRow}>
            <input
              id={searchId}
              name="q"
              type="search"
              className={styles.search}
              defaultValue={page.search}
              key={page.search}
              placeholder={t('disclosure.searchPlaceholder')}
            />
            {page.category !== 'all' && (
              <input type="hidden" name="category" value={page.category} />
            )}
            <button type="submit" className={styles.searchButton}>
              {t('disclosure.search')}
            </button>
          </span>
        </Form>
        <CategoryButtons value={page.category} search={page.search} />
      </div>
      {page.documents.length ? (
        <ul className={styles.rows} aria-label={t('disclosure.documentsList')}>
          {page.documents.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </ul>
      ) : (
        <p role="status" className={styles.state}>
          {t('disclosure.noDocuments')}
        </p>
      )}
    </section>
  );
}
