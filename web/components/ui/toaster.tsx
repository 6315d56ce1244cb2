import { useSyncExternalStore } from 'react';
import { toastStore } from '#web/lib/toast.ts';
import { useTranslation } from '#web/i18n/translator.ts';
import styles from './toaster.module.css';

/**
 * One polite live region for every toast. Its items are plain paragraphs: a list whose items
 * each carried role="status" or "alert" lost the list semantics (axe: list items must be in a
 * list), and nested live regions are announced unreliably.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  return (
    <div className={styles.region} role="status" aria-label={t('common.notifications')}>
      {toasts.map((toast) => (
        <p
          key={toast.id}
          className={[styles.toast, styles[toast.kind], toast.leaving && styles.leaving]
            .filter(Boolean)
            .join(' ')}
        >
          {toast.message}
        </p>
      ))}
    </div>
  );
}
