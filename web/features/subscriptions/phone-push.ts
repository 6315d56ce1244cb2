/**
 * The browser's side of web push (decision 0022): the service worker in web/public, registered
 * for /subscriptions/ only (it has no fetch handler, so it never serves a page), and the
 * PushManager subscription made with the site's VAPID public key.
 */
const workerUrl = '/push-worker.js';
const workerScope = '/subscriptions/';

/** Whether this browser can receive web push at all (many in-app browsers cannot). */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The phone's current push subscription, if this browser added it before. */
export async function currentPhoneSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(workerScope);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** base64url → bytes, as PushManager.subscribe takes the key in every browser. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Asks for permission and subscribes; undefined when the visitor does not allow notifications. */
export async function subscribePhone(publicKey: string): Promise<PushSubscription | undefined> {
  if ((await Notification.requestPermission()) !== 'granted') return undefined;
  await navigator.serviceWorker.register(workerUrl, { scope: workerScope });
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
}
