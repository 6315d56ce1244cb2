import type { FastifyBaseLogger } from 'fastify';
import type { FormAnswer, FormRefusal, PublicForms, SentFields } from '#contracts/public-forms.ts';
import {
  preferencesInputSchema,
  subscriptionMessages,
  tokenSchema,
} from '#contracts/subscriptions.ts';
import { HttpError, validationError } from '../../lib/http-errors.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';
import type { CareerApplications } from '../careers/career-applications.ts';
import { validateResume } from '../careers/read-application.ts';
import type { SubscriptionRequests } from '../circulars/subscription-requests.ts';
import { subscriptionLinkLimit } from '../circulars/subscriptions-routes.ts';
import type { SubscriptionsRepository } from '../circulars/subscriptions-repository.ts';
import type { ContactMessages } from '../contact/contact-messages.ts';
import { countAttempt } from './limit-per-ip.ts';

/** The refusal the API would have answered, for the page to show beside the fields. */
function refusalOf(error: HttpError): FormRefusal {
  const retryAfter = Number(error.headers['Retry-After']);
  return {
    ok: false,
    status: error.statusCode,
    message: error.message,
    errors: error.errors ?? [],
    ...(retryAfter > 0 && { retryAfterSeconds: retryAfter }),
  };
}

/** Runs one form's work; what the API answers as an error becomes a refusal, anything else throws. */
async function answerOf<T extends object>(work: () => Promise<T>): Promise<FormAnswer<T>> {
  try {
    return { ok: true, ...(await work()) } as unknown as FormAnswer<T>;
  } catch (error) {
    if (error instanceof HttpError) return refusalOf(error);
    throw error;
  }
}

/** One value a field: a browser sends a text field once; a repeated one counts by its first. */
const single = (fields: SentFields) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  );

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
  /** `forms`: contact and careers (the API's); `links`: the mailed links' writes. */
  limiters: { forms: RateLimiter; links: RateLimiter };
  log: FastifyBaseLogger;
}): PublicForms {
  const { contact, applications, subscriptions, limiters, log } = deps;
  const countLink = (clientKey: string) =>
    countAttempt(limiters.links, subscriptionLinkLimit, clientKey);
  return {
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
