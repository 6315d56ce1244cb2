import { useState, type FormEvent } from 'react';
import { passwordMinLength } from '#contracts/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { adminSession } from '#web/lib/admin-session.ts';
import { showToast } from '#web/lib/toast.ts';
import { changePassword } from '#web/features/admin-accounts/api/my-account-api.ts';
import styles from './accounts.module.css';

type Errors = Partial<Record<'currentPassword' | 'newPassword' | 'form', string>>;

/** A changed password signs out every session, this one too: back to the login page. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const { message } = await changePassword({ currentPassword, newPassword });
      adminSession.clear();
      showToast(message, 'success');
      onChanged();
    } catch (cause) {
      const found: Errors = {};
      if (cause instanceof ApiRequestError) {
        for (const { field, message } of cause.fieldErrors)
          if (field === 'currentPassword' || field === 'newPassword') found[field] = message;
        if (!found.currentPassword && !found.newPassword) found.form = cause.serverMessage;
      }
      setErrors(Object.keys(found).length ? found : { form: 'The password was not changed.' });
      setBusy(false);
    }
  };

  const field = (
    id: 'currentPassword' | 'newPassword',
    label: string,
    value: string,
    set: (value: string) => void,
    hint?: string,
  ) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`account-${id}`}>
        {label}
      </label>
      <input
        id={`account-${id}`}
        className={styles.input}
        type="password"
        autoComplete={id === 'newPassword' ? 'new-password' : 'current-password'}
        required
        value={value}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={[hint && `account-${id}-hint`, errors[id] && `account-${id}-error`]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => set(event.target.value)}
      />
      {hint && (
        <p id={`account-${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {errors[id] && (
        <p id={`account-${id}-error`} className={styles.fieldError}>
          {errors[id]}
        </p>
      )}
    </div>
  );

  return (
    <section className={styles.card} aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className={styles.subheading}>
        Change password
      </h2>
      <form className={styles.form} onSubmit={onSubmit}>
        {errors.form && (
          <p className={styles.formError} role="alert">
            {errors.form}
          </p>
        )}
        {field('currentPassword', 'Current password', currentPassword, setCurrentPassword)}
        {field(
          'newPassword',
          'New password',
          newPassword,
          setNewPassword,
          `At least ${passwordMinLength} characters and hard to guess: a few unrelated words work well. You sign in again afterwards.`,
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}
