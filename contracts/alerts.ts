import { channelDeliverySchema } from './delivery-counts.ts';
import { linkSchema } from './content/links.ts';
import { z } from './zod.ts';

/** An emergency alert: on top of every public page until it expires or is withdrawn. */
export const alertSeverities = ['info', 'warning', 'critical'] as const;
export type AlertSeverity = (typeof alertSeverities)[number];

export const alertInputSchema = z.object({
  message: z
    .string('Message is required.')
    .trim()
    .min(1, 'Message is required.')
    .max(500, 'Message must be at most 500 characters.'),
  /**
   * The message for the Hindi pages (decision 0025); empty or absent: they show the English,
   * marked lang="en". An alert is posted once and never edited, so absent and empty are the same.
   */
  messageHi: z
    .string('Message in Hindi must be text.')
    .trim()
    .max(500, 'Message in Hindi must be at most 500 characters.')
    .optional(),
  /** Where the alert leads: the site's one rule for links (contracts/content/links.ts). */
  link: linkSchema('Link')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  severity: z.enum(alertSeverities).default('warning'),
  expiresAt: z.iso.datetime({ offset: true, message: 'Expiry must be a date and time.' }),
});
export type AlertInput = z.input<typeof alertInputSchema>;

export const alertSchema = z.object({
  id: z.string(),
  message: z.string(),
  messageHi: z.string().optional(),
  link: z.string().optional(),
  severity: z.enum(alertSeverities),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const currentAlertSchema = z.object({ alert: alertSchema.nullable() });
/** The admin's list: each alert with what happened to its e-mails and pushes. */
export const listedAlertSchema = alertSchema
  .extend({ withdrawn: z.boolean() })
  .extend(channelDeliverySchema.shape);
export type ListedAlert = z.infer<typeof listedAlertSchema>;

/** On the public pages now: neither withdrawn nor past its end. */
export function isAlertLive(alert: Pick<ListedAlert, 'withdrawn' | 'expiresAt'>, now: Date) {
  return !alert.withdrawn && Date.parse(alert.expiresAt) > now.getTime();
}
export const alertListSchema = z.array(listedAlertSchema);
