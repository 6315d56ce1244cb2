import { alertListSchema, alertSchema, type AlertInput } from '#contracts/alerts.ts';
import { messageSchema, savedSchema } from '#contracts/content/fields.ts';
import {
  adminSubscriptionsSchema,
  noticeDeliveryListSchema,
  subscriptionCountsSchema,
} from '#contracts/subscriptions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const listDelivery = (signal?: AbortSignal) =>
  apiRequest('/admin/circulars/delivery', { schema: noticeDeliveryListSchema, signal });

/** How many subscribe: the Circulars tab's editors see no addresses. */
export const countSubscriptions = (signal?: AbortSignal) =>
  apiRequest('/admin/subscriptions', { schema: subscriptionCountsSchema, signal });

/** The subscribers and their addresses, for administrators and office (the Subscribers tab). */
export const listSubscribers = (signal?: AbortSignal) =>
  apiRequest('/admin/subscribers', { schema: adminSubscriptionsSchema, signal });

export const listAlerts = (signal?: AbortSignal) =>
  apiRequest('/alerts', { schema: alertListSchema, signal });

/** Silent: the form shows the server's message next to its fields. */
export const postAlert = (input: AlertInput) =>
  apiRequest('/alerts', {
    method: 'POST',
    json: input,
    schema: savedSchema(alertSchema),
    silent: true,
  });

export const withdrawAlert = (id: string) =>
  apiRequest(`/alerts/${id}`, { method: 'DELETE', schema: messageSchema });
