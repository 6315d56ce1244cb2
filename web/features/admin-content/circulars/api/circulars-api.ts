import { alertListSchema, alertSchema, type AlertInput } from '#contracts/alerts.ts';
import { messageSchema, savedSchema } from '#contracts/content/fields.ts';
import { adminSubscriptionsSchema, noticeDeliveryListSchema } from '#contracts/subscriptions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const listDelivery = () =>
  apiRequest('/admin/circulars/delivery', { schema: noticeDeliveryListSchema });

export const listSubscriptions = () =>
  apiRequest('/admin/subscriptions', { schema: adminSubscriptionsSchema });

export const listAlerts = () => apiRequest('/alerts', { schema: alertListSchema });

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
