import { apiRequest } from '#web/lib/api-client.ts';

// Web push (decision 0022). The key's 404 means push is off on this site: no button.
type Message = { message: string };

export const readPushKey = (signal?: AbortSignal) =>
  apiRequest<{ publicKey: string }>('/push/key', { silent: true, signal });

export const addPhone = (token: string, subscription: PushSubscriptionJSON) =>
  apiRequest<Message>('/push/subscriptions', {
    method: 'POST',
    json: { token, subscription },
    silent: true,
  });

export const removePhone = (token: string, endpoint: string) =>
  apiRequest<Message>('/push/unsubscribe', {
    method: 'POST',
    json: { token, endpoint },
    silent: true,
  });
