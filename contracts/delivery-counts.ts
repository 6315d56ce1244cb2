import { z } from './zod.ts';

/**
 * What happened to the messages of one circular or alert on one channel (e-mail or phone push):
 * waiting in the outbox (or being sent), handed over, given up (decision 0017). Staff see one
 * for each channel.
 */
export const deliveryCountsSchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>;

/** E-mails and pushes of one circular or alert. */
export const channelDeliverySchema = z.object({
  mail: deliveryCountsSchema,
  push: deliveryCountsSchema,
});
export type ChannelDelivery = z.infer<typeof channelDeliverySchema>;
