import { audienceSchema } from './audience-schemas.ts';
import { channelDeliverySchema } from './delivery-counts.ts';
import { z } from './zod.ts';

/**
 * Circulars by e-mail without an account: subscribe, confirm from the mail, change
 * the choice or leave from the link in every mail. Shared so the browser checks what the server
 * checks.
 */
export const subscriptionModes = ['immediate', 'digest'] as const;
export type SubscriptionMode = (typeof subscriptionModes)[number];
const emailField = z
  .string('Email is required.')
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((email) => email.toLowerCase());

const choiceFields = {
  audiences: z
    .array(audienceSchema, 'Choose at least one group.')
    .min(1, 'Choose at least one group.')
    .max(8)
    .transform((values) => [...new Set(values)]),
  mode: z.enum(subscriptionModes, 'Choose how often to receive circulars.'),
};

export const subscriptionInputSchema = z.object({ email: emailField, ...choiceFields });
export type SubscriptionInput = z.input<typeof subscriptionInputSchema>;

/** A token from a mailed link: 32 random bytes, base64url. */
export const tokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid.');
export const tokenBodySchema = z.object({ token: tokenSchema });
export const tokenQuerySchema = z.object({ token: tokenSchema });

export const preferencesInputSchema = z.object({ token: tokenSchema, ...choiceFields });

/** What the page behind a mailed link shows: the address is partly hidden. */
export const subscriptionViewSchema = z.object({
  email: z.string(),
  audiences: z.array(audienceSchema),
  mode: z.enum(subscriptionModes),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/**
 * Per client address, for the writes a mailed link makes (confirm, change, unsubscribe, "I have
 * read this"). Looser than the forms' limit: each carries a 256-bit token that guessing cannot
 * find, and many parents share one address behind a mobile carrier's NAT, as do the mail
 * providers' servers that make RFC 8058 one-click unsubscriptions. It bounds floods of writes.
 */
export const subscriptionLinkRateLimit = { max: 60, windowSeconds: 10 * 60 } as const;

export const subscriptionMessages = {
  requested:
    'Thank you. Please open the link we have just e-mailed to confirm your subscription; nothing is sent until you do.',
  confirmed: 'Your subscription is confirmed.',
  changed: 'Your choice is saved.',
  unsubscribed: 'You are unsubscribed and will receive no more e-mails from us.',
  acknowledged: 'Thank you: the school can see that you have read this circular.',
} as const;

export const adminSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  audiences: z.array(audienceSchema),
  mode: z.enum(subscriptionModes),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  createdAt: z.string(),
  confirmedAt: z.string().optional(),
});
/** How many subscribe, for the staff who send circulars (editors): no addresses (decision 0011). */
export const subscriptionCountsSchema = z.object({
  counts: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    unsubscribed: z.number().int(),
    immediate: z.number().int(),
    digest: z.number().int(),
  }),
});
/** The subscribers and their addresses: parents' personal data, for administrators and office. */
export const adminSubscriptionsSchema = subscriptionCountsSchema.extend({
  subscribers: z.array(adminSubscriberSchema),
});
export type AdminSubscriptions = z.infer<typeof adminSubscriptionsSchema>;

/**
 * Per notice: what happened to its immediate e-mails and its pushes to phones, and how many
 * confirmed reading it. A daily digest lists several notices in one mail: it is not counted here.
 */
export const noticeDeliverySchema = channelDeliverySchema.extend({
  noticeId: z.string(),
  circularNumber: z.string().optional(),
  title: z.string(),
  acknowledged: z.number().int(),
});
export const noticeDeliveryListSchema = z.array(noticeDeliverySchema);
export type NoticeDelivery = z.infer<typeof noticeDeliverySchema>;
