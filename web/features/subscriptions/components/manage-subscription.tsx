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

/** Change the groups and how often, or leave: from the link at the foot of every mail. */
export function ManageSubscription() {
  const token = useLinkToken();
  const { t } = useSubscriptionsTranslation();
  if (token === '') return <MissingToken />;
  // Undefined until the page runs in the browser and reads the token from the address.
  if (token === undefined)
    return (
      <div className={styles.panel}>
        <p>{t('subscriptions.loading')}</p>
      </div>
    );
  return <SubscriptionChoice token={token} />;
}

/** The subscription the token opens, with its choices and the way out. */
function SubscriptionChoice({ token }: { token: string }) {
  const { t, language } = useSubscriptionsTranslation();
  const load = useCallback((signal: AbortSignal) => readSubscription(token, signal), [token]);
  const { state } = useRemoteData(load, 'the subscription');
  const [changed, setChanged] = useState<SubscriptionView>();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  const view = changed ?? (state.status === 'loaded' ? state.data : undefined);
  const shown =
    message ??
    (state.status === 'error'
      ? { ok: false, text: failureText(state.error, language) }
      : undefined);

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
            className={formStyles.form}
            onSubmit={save}
            aria-label={t('subscriptions.changeLabel')}
          >
            <ChoiceFields audiences={view.audiences} mode={view.mode} key={view.audiences.join()} />
            <div className={styles.actions}>
              <Button type="submit" disabled={busy}>
                {t('subscriptions.save')}
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={busy}
                onClick={() => void run(() => unsubscribe(token))}
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
