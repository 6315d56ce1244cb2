import type { Audience } from '#contracts/audiences.ts';
import type { SubscriptionMode, SubscriptionView } from '#contracts/subscriptions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// No answer schemas: public pages leave zod out (api-client.ts); the server checks every answer.
type Message = { message: string };
type ViewAnswer = Message & { subscription: SubscriptionView };

/** The subscribe form as JSON: the checked audiences as a list, the honeypot as it is. */
export function subscribe(form: HTMLFormElement) {
  const data = new FormData(form);
  return apiRequest<Message>('/subscriptions', {
    method: 'POST',
    json: { ...Object.fromEntries(data), audiences: data.getAll('audiences') },
    silent: true,
  });
}

export const confirmSubscription = (token: string) =>
  apiRequest<ViewAnswer>('/subscriptions/confirm', {
    method: 'POST',
    json: { token },
    silent: true,
  });

export const readSubscription = (token: string, signal?: AbortSignal) =>
  apiRequest<SubscriptionView>(`/subscriptions/manage?token=${encodeURIComponent(token)}`, {
    silent: true,
    signal,
  });

export const changeSubscription = (
  token: string,
  choice: { audiences: Audience[]; mode: SubscriptionMode },
) =>
  apiRequest<ViewAnswer>('/subscriptions/preferences', {
    method: 'POST',
    json: { token, ...choice },
    silent: true,
  });

export const unsubscribe = (token: string) =>
  apiRequest<ViewAnswer>('/subscriptions/unsubscribe', {
    method: 'POST',
    json: { token },
    silent: true,
  });

export const acknowledgeCircular = (token: string) =>
  apiRequest<Message>('/subscriptions/acknowledge', {
    method: 'POST',
    json: { token },
    silent: true,
  });
