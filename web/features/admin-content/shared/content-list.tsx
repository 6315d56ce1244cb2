import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { showToast } from '#web/lib/toast.ts';
import { capitalize } from '#web/lib/capitalize.ts';
import type { ContentKind } from './content-kind.ts';
import { ContentForm } from './content-form.tsx';
import type { RemoteData } from '#web/lib/use-remote-data.ts';
import { useOpenRecord } from '#web/lib/use-open-record.ts';
import { NoSuchRecord } from '#web/components/ui/no-such-record.tsx';
import styles from './admin-content.module.css';

type ContentListProps<T extends { id: string }> = {
  kind: ContentKind<T>;
  state: RemoteData<T[]>;
  reload: () => void;
};

/**
 * The existing items of one kind, newest first, each with Edit (in a dialog) and Delete. The item
 * being edited is in the address (`/admin/news/12`), so reload, back and forward keep it open.
 */
export function ContentList<T extends { id: string }>({
  kind,
  state,
  reload,
}: ContentListProps<T>) {
  const { address, open: editing, notFound } = useOpenRecord(kind.records, state);
  const [deletingId, setDeletingId] = useState<string>();
  const titleId = useId();

  const onDelete = async (item: T) => {
    if (
      !window.confirm(
        `Move this ${kind.singular} to the trash? You can restore it from Trash for 30 days.`,
      )
    )
      return;
    setDeletingId(item.id);
    try {
      await kind.remove(item.id);
      showToast(`${capitalize(kind.singular)} moved to the trash.`, 'success');
      reload();
    } catch {
      // The API client has shown the error toast.
    } finally {
      setDeletingId(undefined);
    }
  };

  return (
    <section className={styles.listSection} aria-labelledby={titleId}>
      <div className={styles.listHeader}>
        <h2 id={titleId}>Existing {kind.plural}</h2>
        <Button variant="secondary" size="small" onClick={reload}>
          Refresh
        </Button>
      </div>
      {notFound && <NoSuchRecord singular={kind.singular} />}
      {state.status === 'loading' && <p role="status">Loading {kind.plural}…</p>}
      {state.status === 'error' && (
        <p className={styles.formError} role="alert">
          Unable to load the {kind.plural}. Please try again.
        </p>
      )}
      {state.status === 'loaded' && state.data.length === 0 && <p>No {kind.plural} yet.</p>}
      {state.status === 'loaded' && state.data.length > 0 && (
        <ul className={styles.items} aria-label={`Existing ${kind.plural}`}>
          {state.data.map((item) => {
            const summary = kind.summary(item);
            return (
              <li key={item.id} className={styles.item}>
                {summary.imageSrc && (
                  <img className={styles.thumb} src={summary.imageSrc} alt="" loading="lazy" />
                )}
                <div className={styles.itemBody}>
                  <h3 className={styles.itemTitle}>{summary.title}</h3>
                  {summary.meta && <p className={styles.itemMeta}>{summary.meta}</p>}
                  {summary.status && (
                    <p className={styles.itemMeta}>
                      <strong>{summary.status}</strong>
                    </p>
                  )}
                  {summary.hindi && <p className={styles.itemMeta}>{summary.hindi}</p>}
                  {summary.text && <p className={styles.itemText}>{summary.text}</p>}
                  {summary.page && (
                    <a
                      href={summary.page}
                      target="_blank"
                      rel="noreferrer"
                      className={styles.itemFile}
                    >
                      View page<span className="visually-hidden"> of {summary.title}</span>
                    </a>
                  )}
                  {summary.file && (
                    <a
                      href={summary.file.href}
                      target="_blank"
                      rel="noreferrer"
                      className={styles.itemFile}
                    >
                      {summary.file.name}
                    </a>
                  )}
                </div>
                <div className={styles.itemActions}>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Edit ${summary.title}`}
                    onClick={() => address.open(item.id)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={`Delete ${summary.title}`}
                    disabled={deletingId === item.id}
                    onClick={() => onDelete(item)}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ModalDialog
        open={editing !== undefined}
        title={`Edit ${kind.singular}`}
        onClose={() => address.close()}
      >
        {editing && (
          <ContentForm
            kind={kind}
            item={editing}
            texts={{
              submit: 'Save changes',
              success: `${capitalize(kind.singular)} updated successfully!`,
            }}
            onCancel={() => address.close()}
            onSaved={() => {
              address.close();
              reload();
            }}
          />
        )}
      </ModalDialog>
    </section>
  );
}
