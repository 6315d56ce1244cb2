import { alertListSchema, alertSchema, type AlertInput } from '#contracts/alerts.ts';
import { messageSchema, savedSchema } from '#contracts/content/fields.ts';
import { adminSubscriptionsSchema, noticeDeliveryListSchema } from '#contracts/subscriptions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const listDelivery = (signal?: AbortSignal) =>
  apiRequest('/admin/circulars/delivery', { schema: noticeDeliveryListSchema, signal });

export const listSubscriptions = (signal?: AbortSignal) =>
  apiRequest('/admin/subscriptions', { schema: adminSubscriptionsSchema, signal });

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
