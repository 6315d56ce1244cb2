import type { FastifyBaseLogger } from 'fastify';
import type { PublicForms } from '#contracts/public-forms.ts';
import {
  preferencesInputSchema,
  subscriptionMessages,
  tokenSchema,
} from '#contracts/subscriptions.ts';
import { validationError } from '#server/lib/http-errors.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import { type CareerApplications, validateResume } from '#server/modules/careers/index.ts';
import {
  type SubscriptionRequests,
  subscriptionLinkLimit,
  type SubscriptionsRepository,
} from '#server/modules/circulars/index.ts';
import type { ContactMessages } from '#server/modules/contact/index.ts';
import type { Admissions } from '#server/modules/admissions/index.ts';
import { answerOf, single } from './form-answers.ts';
import { countAttempt } from '#server/http/limit-per-ip.ts';
import { createPublicAdmissions } from './public-admissions.ts';

/** The groups chosen: ticked boxes arrive once each, as a list, or not at all. */
const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function checkedToken(token: string): string {
  const parsed = tokenSchema.safeParse(token);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

/**
 * The public forms for the pages' actions (contracts/public-forms.ts), over the very functions
 * the API routes call: contact-messages.ts, career-applications.ts with read-application.ts,
 * subscription-requests.ts and the subscriptions repository. The per-address limits count on the
 * same limiters under the same keys as the API's preHandlers (limit-per-ip.ts), in the same order.
 */
export function createPublicForms(deps: {
  contact: ContactMessages;
  applications: CareerApplications;
  subscriptionRequests: SubscriptionRequests;
  subscriptions: SubscriptionsRepository;
  admissions: Admissions;
  /** `forms`: contact and careers (the API's); `links`: the mailed links' writes. */
  limiters: { forms: RateLimiter; links: RateLimiter };
  /** The admission pages' own, the API's (admissions.ts): `forms` the application, `links` its link. */
  admissionLimiters: { forms: RateLimiter; links: RateLimiter };
  log: FastifyBaseLogger;
}): PublicForms {
  const { contact, applications, subscriptions, limiters, log } = deps;
  const countLink = (clientKey: string) =>
    countAttempt(limiters.links, subscriptionLinkLimit, clientKey);
  return {
    ...createPublicAdmissions({ admissions: deps.admissions, limiters: deps.admissionLimiters }),
    sendContactMessage: (fields, clientKey) =>
      answerOf(async () => {
        await countAttempt(limiters.forms, 'contact', clientKey);
        return contact.send(single(fields), log);
      }),
    sendApplication: (fields, resume, clientKey) =>
      answerOf(async () => {
        await countAttempt(limiters.forms, 'careers', clientKey);
        const upload =
          resume &&
          (await validateResume({ bytes: Buffer.from(resume.bytes), fileName: resume.fileName }));
        return applications.submit(single(fields), upload, log);
      }),
    subscribe: (fields, clientKey) =>
      answerOf(() =>
        deps.subscriptionRequests.request(
          { ...single(fields), audiences: list(fields.audiences) },
          clientKey,
          log,
        ),
      ),
    readSubscription: (token) =>
      answerOf(async () => ({
        message: '',
        subscription: await subscriptions.lookup(checkedToken(token)),
      })),
    confirmSubscription: (token, clientKey) =>
      answerOf(async () => {
        await countLink(clientKey);
        const subscription = await subscriptions.confirm(checkedToken(token));
        return { message: subscriptionMessages.confirmed, subscription };
      }),
    changeSubscription: (token, fields, clientKey) =>
      answerOf(async () => {
        await countLink(clientKey);
        const parsed = preferencesInputSchema.safeParse({
          token,
          audiences: list(fields.audiences),
          mode: single(fields).mode,
        });
        if (!parsed.success) throw validationError(parsed.error.issues);
        const { token: checked, ...choice } = parsed.data;
        const subscription = await subscriptions.changeChoice(checked, choice);
        return { message: subscriptionMessages.changed, subscription };
      }),
    unsubscribe: (token, clientKey) =>
      answerOf(async () => {
        await countLink(clientKey);
        const subscription = await subscriptions.unsubscribe(checkedToken(token));
        return { message: subscriptionMessages.unsubscribed, subscription };
      }),
    acknowledgeCircular: (token, clientKey) =>
      answerOf(async () => {
        await countLink(clientKey);
        await subscriptions.acknowledge(checkedToken(token));
        return { message: subscriptionMessages.acknowledged };
      }),
  };
}
