import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminScreens } from '#contracts/admin-addresses.ts';
import { SchoolLogo } from '#web/components/ui/school-logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { adminSession } from '#web/lib/admin-session.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useSchool } from '#web/lib/school.ts';
import { showToast } from '#web/lib/toast.ts';
import { login } from '#web/features/admin-auth/api/login.ts';
import styles from './login-form.module.css';

export function LoginForm() {
  const navigate = useNavigate();
  const school = useSchool();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Asked for once the server says the account has two-factor sign-in.
  const [code, setCode] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const session = await login({ username, password, ...(code !== null && { code }) });
      if ('twoFactorRequired' in session) {
        setCode('');
        setSubmitting(false);
        return;
      }
      adminSession.save(session.token, session.username);
      showToast('Login successful', 'success');
      await navigate(adminScreens.today);
    } catch (cause) {
      const message = cause instanceof ApiRequestError ? cause.serverMessage : undefined;
      setError(message ?? 'Login failed. Please check your credentials.');
      setSubmitting(false);
    }
  };

  return (
    <main id="main" className={styles.page}>
      <form className={styles.card} onSubmit={onSubmit} noValidate={false}>
        <div className={styles.brand}>
          <SchoolLogo logo={school.logo} height={44} />
          <span>{school.name}</span>
        </div>
        <h1>Admin Login</h1>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="username">
            Username
          </label>
          <input
            id="username"
            className={styles.input}
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="password">
            Password
          </label>
          <div className={styles.passwordRow}>
            <input
              id="password"
              className={styles.input}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button
              type="button"
              className={styles.toggle}
              aria-pressed={showPassword}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          </div>
        </div>
        {code !== null && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor="code">
              Code from your authenticator app
            </label>
            <input
              id="code"
              className={styles.input}
              name="code"
              autoComplete="one-time-code"
              aria-describedby="code-hint"
              required
              autoFocus
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <p id="code-hint" className={styles.hint}>
              Six digits, or one of your recovery codes.
            </p>
          </div>
        )}
        <Button
          type="submit"
          className={styles.submit}
          disabled={submitting}
          aria-busy={submitting}
        >
          {submitting && <span className={styles.spinner} aria-hidden="true" />}
          {submitting ? 'Logging in…' : 'Login'}
        </Button>
        <div className={styles.links}>
          <Link to="/forgot-password">Forgot password?</Link>
          <Link to="/">Back to the website</Link>
        </div>
      </form>
    </main>
  );
}
