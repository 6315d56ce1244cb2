import { useSyncExternalStore } from 'react';
import { toastStore } from '#web/lib/toast.ts';
import styles from './toaster.module.css';

export function Toaster() {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  return (
    <ul className={styles.region} aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <li
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={[styles.toast, styles[toast.kind], toast.leaving && styles.leaving]
            .filter(Boolean)
            .join(' ')}
        >
          {toast.message}
        </li>
      ))}
    </ul>
  );
}
