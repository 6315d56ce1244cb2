import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal-dialog.module.css';

type ModalDialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal on the native <dialog> (showModal): focus is trapped by the browser, Escape closes,
 * and focus returns to the control that opened it. Content is mounted only while open.
 */
export function ModalDialog({ open, title, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onDialogClose = () => {
    if (open) onClose();
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      onClick={(event) => event.target === ref.current && onClose()}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>{open && children}</div>
    </dialog>
  );
}
