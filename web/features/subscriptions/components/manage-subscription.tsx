import { useCallback, useState, type FormEvent } from 'react';
import { Link } from '#web/components/ui/local-link.tsx';
import type { Audience } from '#contracts/audiences.ts';
import type { SubscriptionMode, SubscriptionView } from '#contracts/subscriptions.ts';
import { Button } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/forms/public-form.module.css';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import {
  changeSubscription,
  readSubscription,
  unsubscribe,
} from '#web/features/subscriptions/api/subscription-calls.ts';
import { useLinkToken } from '#web/features/subscriptions/use-link-token.ts';
import { useSubscriptionsTranslation } from '#web/features/subscriptions/messages/subscriptions-messages.ts';
import { ChoiceFields } from './choice-fields.tsx';
import { PhoneAlerts } from './phone-alerts.tsx';
import { failureText, MissingToken } from './token-action.tsx';
import styles from './subscriptions.module.css';

/** What the page's loader read for the token in its address (decision 0026). */
export type ManagePage = { token: string; subscription?: SubscriptionView; failure?: string };
/** The page's action's answer to a save or an unsubscription sent without scripts. */
export type ManageOutcome = { ok: boolean; text: string; subscription?: SubscriptionView };

/**
 * Change the groups and how often, or leave: from the link at the foot of every mail. With the
 * token in the address the page comes with the subscription, and its buttons POST to the page
 * without scripts; with scripts, and for a token after `#` (older mails), they call the API.
 */
export function ManageSubscription({
  page,
  answered,
}: {
  page: ManagePage;
  answered?: ManageOutcome;
}) {
  const token = useLinkToken(page.token);
  const { t } = useSubscriptionsTranslation();
  if (token === '') return <MissingToken />;
  // Undefined until the page runs in the browser and reads the token from the address.
  if (token === undefined)
    return (
      <div className={styles.panel}>
        <p>{t('subscriptions.loading')}</p>
      </div>
    );
  if (token === page.token)
    return <SubscriptionChoice token={token} read={page} answered={answered} />;
  return <SubscriptionFromFragment token={token} />;
}

/** A token after `#`: the subscription is read from the API once the page runs. */
function SubscriptionFromFragment({ token }: { token: string }) {
  const { language } = useSubscriptionsTranslation();
  const load = useCallback((signal: AbortSignal) => readSubscription(token, signal), [token]);
  const { state } = useRemoteData(load, 'the subscription');
  const read =
    state.status === 'loaded'
      ? { subscription: state.data }
      : state.status === 'error'
        ? { failure: failureText(state.error, language) }
        : {};
  return <SubscriptionChoice token={token} read={read} key={state.status} />;
}

/** The subscription the token opens, with its choices and the way out. */
function SubscriptionChoice({
  token,
  read,
  answered,
}: {
  token: string;
  read: Omit<ManagePage, 'token'>;
  answered?: ManageOutcome;
}) {
  const { t, language } = useSubscriptionsTranslation();
  const [changed, setChanged] = useState<SubscriptionView | undefined>(answered?.subscription);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>(answered);
  const [busy, setBusy] = useState(false);
  const view = changed ?? read.subscription;
  const shown = message ?? (read.failure ? { ok: false, text: read.failure } : undefined);

  const run = async (work: () => Promise<{ message: string; subscription: SubscriptionView }>) => {
    setBusy(true);
    try {
      const answer = await work();
      setChanged(answer.subscription);
      setMessage({ ok: true, text: answer.message });
    } catch (error) {
      setMessage({ ok: false, text: failureText(error, language) });
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void run(() =>
      changeSubscription(token, {
        audiences: data.getAll('audiences') as Audience[],
        mode: data.get('mode') as SubscriptionMode,
      }),
    );
  };

  return (
    <div className={styles.panel}>
      {shown && (
        <p role={shown.ok ? 'status' : 'alert'} className={shown.ok ? undefined : styles.error}>
          {shown.text}
        </p>
      )}
      {!view && !shown && <p>{t('subscriptions.loading')}</p>}
      {view && view.status === 'confirmed' && (
        <>
          <p>
            {t('subscriptions.sentTo')} <strong>{view.email}</strong>
          </p>
          <form
            method="post"
            className={formStyles.form}
            onSubmit={save}
            aria-label={t('subscriptions.changeLabel')}
          >
            <input type="hidden" name="token" value={token} />
            <ChoiceFields audiences={view.audiences} mode={view.mode} key={view.audiences.join()} />
            <div className={styles.actions}>
              <Button type="submit" name="intent" value="save" disabled={busy}>
                {t('subscriptions.save')}
              </Button>
              <Button
                type="submit"
                name="intent"
                value="unsubscribe"
                variant="secondary"
                disabled={busy}
                onClick={(event) => {
                  // The form's own submit is for saving; this one leaves, through the API.
                  event.preventDefault();
                  void run(() => unsubscribe(token));
                }}
              >
                {t('subscriptions.unsubscribe')}
              </Button>
            </div>
          </form>
          <PhoneAlerts token={token} />
        </>
      )}
      {view && view.status !== 'confirmed' && (
        <p>
          {view.status === 'unsubscribed'
            ? t('subscriptions.unsubscribed', { email: view.email })
            : t('subscriptions.unconfirmed', { email: view.email })}{' '}
          <Link to="/subscribe">{t('subscriptions.subscribeAgain')}</Link>
        </p>
      )}
    </div>
  );
}
