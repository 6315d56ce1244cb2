import { useEffect, useState } from 'react';
import { pushMessages } from '#contracts/push.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError, toastMessageFor } from '#web/lib/api-client.ts';
import { addPhone, readPushKey, removePhone } from '#web/features/subscriptions/api/push-calls.ts';
import {
  currentPhoneSubscription,
  pushSupported,
  subscribePhone,
} from '#web/features/subscriptions/phone-push.ts';
import styles from './subscriptions.module.css';

type Phone = { publicKey: string; subscription: PushSubscription | null };

/** The visitor said no to notifications (or had said so before). */
class Blocked extends Error {}

function failureOf(error: unknown): string {
  if (error instanceof Blocked)
    return 'This browser does not allow notifications from this site. Allow them in its settings, then try again.';
  if (error instanceof ApiRequestError) return toastMessageFor(error);
  // The browser's push service could not be reached, or it refused the subscription.
  return 'This browser could not set up notifications. Please try again later.';
}

/**
 * "Get alerts on this phone" (decision 0022): shown only when the site has web push configured
 * (its key answers) and this browser supports it. The phone follows the subscription of the
 * mailed link's token, so it gets the circulars of the same groups.
 */
export function PhoneAlerts({ token }: { token: string }) {
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
      setMessage({ ok: false, text: failureOf(error) });
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
      return pushMessages.added;
    });
  const remove = (subscription: PushSubscription) =>
    run(async () => {
      await removePhone(token, subscription.endpoint);
      await subscription.unsubscribe();
      setPhone({ ...phone, subscription: null });
      return pushMessages.removed;
    });

  return (
    <section className={`${styles.panel} ${styles.phone}`} aria-labelledby="phone-alerts">
      <h2 id="phone-alerts">On this phone</h2>
      <p>Get a notification on this phone when the school publishes a circular for your groups.</p>
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
            Stop alerts on this phone
          </Button>
        ) : (
          <Button type="button" disabled={busy} onClick={() => void add()}>
            Get alerts on this phone
          </Button>
        )}
      </div>
    </section>
  );
}
