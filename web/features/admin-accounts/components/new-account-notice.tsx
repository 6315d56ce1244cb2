import { invitationLifetimeHours, type NewAccount } from '#contracts/staff.ts';
import { Button } from '#web/components/ui/button.tsx';
import styles from './accounts.module.css';

/**
 * Shown once after adding or resetting an account: the invitation link or the temporary password,
 * for the administrator to pass on.
 */
export function NewAccountNotice({ shown, onDone }: { shown: NewAccount; onDone: () => void }) {
  const { username } = shown.user;
  const byInvitation = 'invitationUrl' in shown;
  return (
    <section className={styles.card} aria-labelledby="new-account-heading">
      <h2 id="new-account-heading" className={styles.subheading}>
        {byInvitation ? `Invitation link for ${username}` : `Temporary password for ${username}`}
      </h2>
      <p className={styles.secret}>
        {byInvitation ? shown.invitationUrl : shown.temporaryPassword}
      </p>
      <p className={styles.hint}>
        {byInvitation
          ? `Shown only now. Send it to ${username}: it works once, within ${invitationLifetimeHours} hours, and they choose their own password there.`
          : `Shown only now. Give it to ${username} in person; they choose their own password when they first sign in.`}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
