import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { Language } from '#contracts/languages.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { addPhone, readPushKey, removePhone } from '#web/features/subscriptions/api/push-calls.ts';
import {
  currentPhoneSubscription,
  pushSupported,
  subscribePhone,
} from '#web/features/subscriptions/phone-push.ts';
import type { Translate } from '#web/i18n/translator.ts';
import { useSubscriptionsTranslation } from '#web/features/subscriptions/messages/subscriptions-messages.ts';
import { failureText } from './token-action.tsx';
import styles from './subscriptions.module.css';

type Phone = { publicKey: string; subscription: PushSubscription | null };

/** The visitor said no to notifications (or had said so before). */
class Blocked extends Error {}

function failureOf(error: unknown, t: Translate, language: Language): string {
  if (error instanceof Blocked) return t('subscriptions.phoneBlocked');
  if (error instanceof ApiRequestError) return failureText(error, language);
  // The browser's push service could not be reached, or it refused the subscription.
  return t('subscriptions.phoneFailed');
}

/**
 * "Get alerts on this phone" (decision 0022): shown only when the site has web push configured
 * (its key answers) and this browser supports it. The phone follows the subscription of the
 * mailed link's token, so it gets the circulars of the same groups.
 */
export function PhoneAlerts({ token }: { token: string }) {
  const { t, language } = useSubscriptionsTranslation();
  const [phone, setPhone] = useState<Phone>();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return;
    const controller = new AbortController();
    Promise.all([readPushKey(controller.signal), currentPhoneSubscription()]).then(
      ([{ publicKey }, subscription]) => setPhone({ publicKey, subscription }),
      // Push is off on this site (404) or the browser refused: no button.
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  if (!phone) return null;

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage({ ok: true, text: await work() });
    } catch (error) {
      setMessage({ ok: false, text: failureOf(error, t, language) });
    } finally {
      setBusy(false);
    }
  };
  const add = () =>
    run(async () => {
      const subscription = await subscribePhone(phone.publicKey);
      if (!subscription) throw new Blocked();
      await addPhone(token, subscription.toJSON());
      setPhone({ ...phone, subscription });
      return t('subscriptions.phoneAdded');
    });
  const remove = (subscription: PushSubscription) =>
    run(async () => {
      await removePhone(token, subscription.endpoint);
      await subscription.unsubscribe();
      setPhone({ ...phone, subscription: null });
      return t('subscriptions.phoneRemoved');
    });

  return (
    <section className={`${styles.panel} ${styles.phone}`} aria-labelledby="phone-alerts">
      <h2 id="phone-alerts">{t('subscriptions.phoneTitle')}</h2>
      <p>{t('subscriptions.phoneIntro')}</p>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : styles.error}>
          {message.text}
        </p>
      )}
      <div className={styles.actions}>
        {phone.subscription ? (
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => void remove(phone.subscription!)}
          >
            {t('subscriptions.phoneStop')}
          </Button>
        ) : (
          <Button type="button" disabled={busy} onClick={() => void add()}>
            {t('subscriptions.phoneAdd')}
          </Button>
        )}
      </div>
    </section>
  );
}
