import { useState, type ReactNode } from 'react';
import { Link } from '#web/components/ui/local-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError, toastMessageFor } from '#web/lib/api-client.ts';
import { useLinkToken } from '#web/features/subscriptions/use-link-token.ts';
import styles from './subscriptions.module.css';

type Outcome = { ok: boolean; message: string } | undefined;

export function failureText(error: unknown): string {
  if (error instanceof ApiRequestError) return toastMessageFor(error);
  throw error;
}

/**
 * The page behind a mailed link: it explains, and the click does the change (a POST), never
 * the opening of the link itself (no state change on GET, decision 0016).
 */
export function TokenAction({
  intro,
  label,
  act,
}: {
  intro: ReactNode;
  label: string;
  act: (token: string) => Promise<{ message: string }>;
}) {
  const token = useLinkToken();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  if (token === '') return <MissingToken />;
  if (outcome)
    return (
      <div className={styles.panel} role={outcome.ok ? 'status' : 'alert'}>
        <p>{outcome.message}</p>
        <p>
          <Link to="/news-events?show=notices">Read the latest circulars</Link>
        </p>
      </div>
    );
  return (
    <div className={styles.panel}>
      {intro}
      <div>
        <Button
          disabled={!token || busy}
          aria-busy={busy}
          onClick={async () => {
            setBusy(true);
            try {
              setOutcome({ ok: true, message: (await act(token!)).message });
            } catch (error) {
              setOutcome({ ok: false, message: failureText(error) });
            } finally {
              setBusy(false);
            }
          }}
        >
          {label}
        </Button>
      </div>
    </div>
  );
}

export function MissingToken() {
  return (
    <div className={styles.panel} role="alert">
      <p>
        This page opens from the link in an e-mail from the school, and that link seems incomplete.
        Please open it again from the e-mail, or <Link to="/subscribe">subscribe again</Link>.
      </p>
    </div>
  );
}
