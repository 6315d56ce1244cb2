import { tokenSchema } from './subscriptions.ts';
import { z } from './zod.ts';

/**
 * Circulars on a phone by web push (decision 0022): a phone is added from the page behind a
 * mailed link, with that link's token, and follows that subscriber's audiences.
 */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'This browser sent a key web push cannot use.');

/** What the browser's PushSubscription.toJSON() gives, less the fields nothing needs. */
export const browserPushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, message: 'This browser sent an unusable address.' })
    .max(1000),
  keys: z.object({
    // A P-256 public key (65 bytes) and a 16-byte secret, base64url.
    p256dh: base64url(86, 90),
    auth: base64url(21, 26),
  }),
});
export type BrowserPushSubscription = z.infer<typeof browserPushSubscriptionSchema>;

export const pushSubscribeInputSchema = z.object({
  token: tokenSchema,
  subscription: browserPushSubscriptionSchema,
});
export const pushUnsubscribeInputSchema = z.object({
  token: tokenSchema,
  endpoint: z.string().max(1000),
});

/** The VAPID public key the browser subscribes with; the route answers 404 when push is off. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives and shows (web/public/push-worker.js). */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page the notification opens: a notice's page, or the alert's link. */
  url: z.string(),
  /** One notification per notice or alert on the phone, even if sent twice. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

export const pushMessages = {
  added: 'This phone will show each circular for your groups as a notification.',
  removed: 'This phone will no longer show circulars.',
} as const;
