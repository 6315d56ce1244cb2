import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { passwordMinLength } from '#contracts/auth.ts';
import { SchoolLogo } from '#web/components/ui/school-logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useSchool } from '#web/lib/school.ts';
import { acceptInvitation } from '#web/features/admin-auth/api/accept-invitation.ts';
import styles from './login-form.module.css';

/** The token travels in the link's fragment, which the browser never sends to a server. */
const tokenFromLink = () =>
  typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');

/** A new staff member chooses their password from the one-use link an administrator sent. */
export function InvitationForm() {
  const school = useSchool();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      setDone((await acceptInvitation({ token: tokenFromLink(), password })).message);
    } catch (cause) {
      const message = cause instanceof ApiRequestError ? cause.serverMessage : undefined;
      setError(message ?? 'The password was not set. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main id="main" className={styles.page}>
      <form className={styles.card} onSubmit={onSubmit}>
        <div className={styles.brand}>
          <SchoolLogo logo={school.logo} height={44} />
          <span>{school.name}</span>
        </div>
        <h1>Choose your password</h1>
        {done ? (
          <>
            <p role="status">{done}</p>
            <div className={styles.links}>
              <Link to="/admin-login">Go to the sign-in page</Link>
            </div>
          </>
        ) : (
          <>
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
            <div className={styles.field}>
              <label className={styles.label} htmlFor="new-password">
                New password
              </label>
              <input
                id="new-password"
                className={styles.input}
                type="password"
                autoComplete="new-password"
                required
                aria-describedby="new-password-hint"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <p id="new-password-hint" className={styles.hint}>
                At least {passwordMinLength} characters and hard to guess: a few unrelated words
                work well.
              </p>
            </div>
            <Button
              type="submit"
              className={styles.submit}
              disabled={submitting}
              aria-busy={submitting}
            >
              Set my password
            </Button>
          </>
        )}
      </form>
    </main>
  );
}
