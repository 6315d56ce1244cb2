import type { TemporaryPassword } from '#contracts/staff.ts';
import { Button } from '#web/components/ui/button.tsx';
import styles from './accounts.module.css';

/** Shown once after adding or resetting an account: the administrator passes it on in person. */
export function TemporaryPasswordNotice({
  shown,
  onDone,
}: {
  shown: TemporaryPassword;
  onDone: () => void;
}) {
  return (
    <section className={styles.card} aria-labelledby="temporary-password-heading">
      <h2 id="temporary-password-heading" className={styles.subheading} tabIndex={-1}>
        Temporary password for {shown.user.username}
      </h2>
      <p className={styles.secret}>{shown.temporaryPassword}</p>
      <p className={styles.hint}>
        Shown only now. Give it to {shown.user.username} in person; they choose their own password
        when they first sign in.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
