import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  setUpTwoFactor,
} from '#web/features/admin-accounts/api/my-account-api.ts';
import styles from './accounts.module.css';

type Step =
  | { kind: 'idle' }
  | { kind: 'scanning'; secret: string; uri: string }
  | { kind: 'codes'; recoveryCodes: string[] };

const serverMessage = (cause: unknown, fallback: string) =>
  (cause instanceof ApiRequestError && cause.serverMessage) || fallback;

/** The field a refusal is about: the password when the server names it, else the code. */
function fieldOf(cause: unknown): 'input' | 'password' {
  const errors =
    cause instanceof ApiRequestError && (cause.body as { errors?: unknown } | undefined)?.errors;
  const named = Array.isArray(errors) && errors.some((error) => error?.field === 'password');
  return named ? 'password' : 'input';
}

/** Two-factor sign-in: scan, confirm with a first code, keep the recovery codes; or turn it off. */
export function TwoFactorSection({
  enabled,
  onChanged,
}: {
  enabled: boolean;
  onChanged: () => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [input, setInput] = useState('');
  // Turning it on asks for the password as well as the code (as turning it off does).
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: 'input' | 'password'; message: string } | null>(null);

  const begin = async () => {
    setError(null);
    const setup = await setUpTwoFactor().catch(() => undefined);
    if (setup) setStep({ kind: 'scanning', ...setup });
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { recoveryCodes } = await enableTwoFactor(input, password);
      setStep({ kind: 'codes', recoveryCodes });
      setInput('');
      setPassword('');
      onChanged();
    } catch (cause) {
      const message = serverMessage(cause, 'Two-factor sign-in was not turned on.');
      setError({ field: fieldOf(cause), message });
    }
  };
  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      showToast((await disableTwoFactor(input)).message, 'success');
      setInput('');
      onChanged();
    } catch (cause) {
      setError({
        field: 'input',
        message: serverMessage(cause, 'Two-factor sign-in was not turned off.'),
      });
    }
  };

  const field = (
    id: string,
    label: string,
    type: 'text' | 'password',
    hint: string,
    [value, setValue, name]: [string, (value: string) => void, 'input' | 'password'],
  ) => {
    const message = error?.field === name ? error.message : undefined;
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className={styles.input}
          type={type}
          autoComplete={type === 'password' ? 'current-password' : 'one-time-code'}
          required
          value={value}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
        {message && (
          <p id={`${id}-error`} className={styles.fieldError}>
            {message}
          </p>
        )}
      </div>
    );
  };
  /** The one field of the code form and of the turn-off form (the password there). */
  const mainInput: [string, (value: string) => void, 'input'] = [input, setInput, 'input'];

  return (
    <section className={styles.card} aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className={styles.subheading}>
        Two-factor sign-in: {enabled ? 'on' : 'off'}
      </h2>
      {step.kind === 'codes' && (
        <>
          <p>
            Keep these recovery codes somewhere safe, away from your phone. Each signs you in once
            if you lose the app. They are shown only now.
          </p>
          <ul className={styles.codes} aria-label="Recovery codes">
            {step.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button variant="secondary" size="small" onClick={() => setStep({ kind: 'idle' })}>
              I have kept them
            </Button>
          </div>
        </>
      )}
      {step.kind === 'scanning' && (
        <form className={styles.form} onSubmit={confirm}>
          <p>Scan this code with an authenticator app, then enter the six digits it shows.</p>
          <QRCodeSVG
            value={step.uri}
            className={styles.qr}
            role="img"
            aria-label="QR code for your authenticator app"
            marginSize={2}
          />
          <p className={styles.hint}>Or type this key into the app:</p>
          <p className={styles.secret}>{step.secret}</p>
          {field('two-factor-code', 'Code from the app', 'text', 'Six digits.', mainInput)}
          {field(
            'two-factor-enable-password',
            'Your password',
            'password',
            'Needed to turn two-factor sign-in on.',
            [password, setPassword, 'password'],
          )}
          <div className={styles.actions}>
            <Button type="submit">Turn on</Button>
          </div>
        </form>
      )}
      {step.kind === 'idle' && !enabled && (
        <>
          <p>Sign in with your password and a code from an authenticator app on your phone.</p>
          <div className={styles.actions}>
            <Button onClick={() => void begin()}>Set up two-factor sign-in</Button>
          </div>
        </>
      )}
      {step.kind === 'idle' && enabled && (
        <form className={styles.form} onSubmit={turnOff}>
          {field(
            'two-factor-password',
            'Your password',
            'password',
            'Needed to turn two-factor sign-in off.',
            mainInput,
          )}
          <div className={styles.actions}>
            <Button type="submit" variant="danger">
              Turn off
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
