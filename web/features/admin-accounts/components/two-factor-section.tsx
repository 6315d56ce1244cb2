import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  setUpTwoFactor,
} from '#web/features/admin-accounts/api/two-factor.ts';
import styles from './accounts.module.css';

type Step =
  | { kind: 'idle' }
  | { kind: 'scanning'; secret: string; uri: string }
  | { kind: 'codes'; recoveryCodes: string[] };

const serverMessage = (cause: unknown, fallback: string) =>
  (cause instanceof ApiRequestError && cause.serverMessage) || fallback;

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
  const [error, setError] = useState<string | null>(null);

  const begin = async () => {
    setError(null);
    const setup = await setUpTwoFactor().catch(() => undefined);
    if (setup) setStep({ kind: 'scanning', ...setup });
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { recoveryCodes } = await enableTwoFactor(input);
      setStep({ kind: 'codes', recoveryCodes });
      setInput('');
      onChanged();
    } catch (cause) {
      setError(serverMessage(cause, 'Two-factor sign-in was not turned on.'));
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
      setError(serverMessage(cause, 'Two-factor sign-in was not turned off.'));
    }
  };

  const inputField = (id: string, label: string, type: 'text' | 'password', hint: string) => (
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
        value={input}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setInput(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );

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
          {inputField('two-factor-code', 'Code from the app', 'text', 'Six digits.')}
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
          {inputField(
            'two-factor-password',
            'Your password',
            'password',
            'Needed to turn two-factor sign-in off.',
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
