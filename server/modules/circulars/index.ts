// The public entry of modules/circulars (decision 0030): what other units use of it.
export type { AlertsService } from './alerts-service.ts';
export { createCirculars } from './circulars.ts';
export { insertOutboxRows } from './outbox-queue.ts';
export type { PushDeliveryOptions } from './push-sender.ts';
export { createSubscriptionRequests, type SubscriptionRequests } from './subscription-requests.ts';
export { hashToken, newToken } from './subscription-tokens.ts';
export type { SubscriptionsRepository } from './subscriptions-repository.ts';
export { subscriptionLinkLimit } from './subscriptions-routes.ts';
