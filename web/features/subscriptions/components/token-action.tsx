import { useState, type ReactNode } from 'react';
import { Link } from '#web/components/ui/local-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { Language } from '#contracts/languages.ts';
import { visitorMessageInHindi } from '#contracts/visitor-messages-hi.ts';
import { ApiRequestError, toastMessageFor } from '#web/lib/api-client.ts';
import { useSubscriptionsTranslation } from '#web/features/subscriptions/messages/subscriptions-messages.ts';
import type { LinkOutcome } from '#web/features/subscriptions/link-page.ts';
import { useLinkToken } from '#web/features/subscriptions/use-link-token.ts';
import styles from './subscriptions.module.css';

type Outcome = { ok: boolean; message: string } | undefined;

/**
 * Why a call failed, in the page's language: reads (the subscription a link opens) are never
 * translated by the server, so the Hindi comes from the same list here.
 */
export function failureText(error: unknown, language: Language): string {
  if (!(error instanceof ApiRequestError)) throw error;
  const message = toastMessageFor(error);
  return language === 'hi' ? visitorMessageInHindi(message) : message;
}

/**
 * The page behind a mailed link: it explains, and the click does the change (a POST), never
 * the opening of the link itself (no state change on GET, decision 0016). The button is a form's:
 * without scripts it POSTs the token to the page, whose action makes the change (`answered`,
 * decision 0026); with scripts the same click calls the API.
 */
export function TokenAction({
  intro,
  label,
  act,
  tokenInAddress,
  answered,
}: {
  intro: ReactNode;
  label: string;
  act: (token: string) => Promise<{ message: string }>;
  /** The token of the address's query, from the page's loader. */
  tokenInAddress?: string;
  /** The page's action's answer to the click made without scripts. */
  answered?: LinkOutcome;
}) {
  const token = useLinkToken(tokenInAddress);
  const { t, language } = useSubscriptionsTranslation();
  const [busy, setBusy] = useState(false);
  const [clicked, setOutcome] = useState<Outcome>();
  const outcome = clicked ?? answered;
  if (token === '' && !outcome) return <MissingToken />;
  if (outcome)
    return (
      <div className={styles.panel} role={outcome.ok ? 'status' : 'alert'}>
        <p>{outcome.message}</p>
        <p>
          <Link to="/news-events?show=notices">{t('subscriptions.latestCirculars')}</Link>
        </p>
      </div>
    );
  return (
    <form
      method="post"
      className={styles.panel}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          setOutcome({ ok: true, message: (await act(token!)).message });
        } catch (error) {
          setOutcome({ ok: false, message: failureText(error, language) });
        } finally {
          setBusy(false);
        }
      }}
    >
      {intro}
      <input type="hidden" name="token" value={token ?? ''} />
      <div>
        <Button type="submit" disabled={!token || busy} aria-busy={busy}>
          {label}
        </Button>
      </div>
    </form>
  );
}

export function MissingToken() {
  const { t } = useSubscriptionsTranslation();
  return (
    <div className={styles.panel} role="alert">
      <p>
        {t('subscriptions.missingToken')}{' '}
        <Link to="/subscribe">{t('subscriptions.subscribeAgainLower')}</Link>.
      </p>
    </div>
  );
}
