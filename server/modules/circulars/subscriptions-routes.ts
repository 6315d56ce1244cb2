import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { messageSchema } from '#contracts/content/fields.ts';
import {
  adminSubscriptionsSchema,
  subscriptionCountsSchema,
  noticeDeliveryListSchema,
  preferencesInputSchema,
  subscriptionInputSchema,
  subscriptionMessages,
  subscriptionViewSchema,
  tokenBodySchema,
  tokenQuerySchema,
  tokenSchema,
} from '#contracts/subscriptions.ts';
import { fileAnswer } from '#server/lib/file-answer.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { publicAccess, staffAccess } from '#server/lib/route-access.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { limitPerIp } from '#server/http/limit-per-ip.ts';
import { requestLanguage } from '#server/http/request-language.ts';
import type { SubscriptionRequests } from './subscription-requests.ts';
import type { SubscriptionsRepository } from './subscriptions-repository.ts';
import {
  unsubscribeAskPage,
  unsubscribeDonePage,
  unsubscribePagePolicy,
  type PageSchool,
} from './unsubscribe-page.ts';

const tags = ['subscriptions'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema } as const;
const linkErrors = { ...errors, 429: apiErrorSchema } as const;
/** The key the mailed links' writes are counted under, here and in public-forms.ts. */
export const subscriptionLinkLimit = 'subscription-links';
const viewAnswer = z.object({ message: z.string(), subscription: subscriptionViewSchema });

/** A short HTML page of the unsubscribe address: it holds the token, so it is never kept. */
function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', unsubscribePagePolicy)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('Vary', 'Accept, Accept-Language')
    .send(html);
}

export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsRepository;
  /** Subscribing: counted like the contact form (subscription-requests.ts). */
  requests: SubscriptionRequests;
  /** The writes of mailed links, per client address. */
  linkLimiter: RateLimiter;
  /** The school the unsubscribe pages name, as its settings are now. */
  school: () => Promise<PageSchool>;
}> = async (app, { subscriptions, requests, linkLimiter, school }) => {
  const linkLimit = limitPerIp(linkLimiter, subscriptionLinkLimit);
  // RFC 8058: a mail app's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/api/subscriptions',
    {
      config: publicAccess,
      schema: {
        tags,
        // Validated in the handler: the honeypot is looked at before anything else.
        documentedBody: { 'application/json': subscriptionInputSchema },
        response: { 202: messageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await requests.request(
        request.body,
        clientAddressKey(request.ip),
        request.log,
      );
      return reply.code(202).send(answer);
    },
  );

  // A GET changes nothing (decision 0016): the mailed link opens the page that asks for
  // the click, which POSTs below (decision 0016).
  app.get(
    '/api/subscriptions/confirm',
    {
      config: publicAccess,
      schema: {
        tags,
        querystring: tokenQuerySchema,
        response: {
          303: z.undefined().describe('To the page that asks for the click (Location).'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await reply.redirect(`/subscriptions/confirm?token=${request.query.token}`, 303);
    },
  );
  app.post(
    '/api/subscriptions/confirm',
    {
      config: publicAccess,
      preValidation: linkLimit,
      schema: { tags, body: tokenBodySchema, response: { 200: viewAnswer, ...linkErrors } },
    },
    async (request) => ({
      message: subscriptionMessages.confirmed,
      subscription: await subscriptions.confirm(request.body.token),
    }),
  );

  app.get(
    '/api/subscriptions/manage',
    {
      config: publicAccess,
      schema: {
        tags,
        querystring: tokenQuerySchema,
        response: { 200: subscriptionViewSchema, ...errors },
      },
    },
    (request) => subscriptions.lookup(request.query.token),
  );
  app.post(
    '/api/subscriptions/preferences',
    {
      config: publicAccess,
      preValidation: linkLimit,
      schema: { tags, body: preferencesInputSchema, response: { 200: viewAnswer, ...linkErrors } },
    },
    async (request) => {
      const { token, ...choice } = request.body;
      return {
        message: subscriptionMessages.changed,
        subscription: await subscriptions.changeChoice(token, choice),
      };
    },
  );

  // The List-Unsubscribe address opened in a browser (or fetched by a mail scanner): a page whose
  // button POSTs below. A GET changes nothing (decision 0016).
  app.get(
    '/api/subscriptions/unsubscribe',
    {
      config: publicAccess,
      schema: {
        tags,
        querystring: tokenQuerySchema,
        response: {
          200: fileAnswer('A page with a button that unsubscribes', ['text/html'], 'text'),
          400: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const action = `/api/subscriptions/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      const language = requestLanguage(request.headers['accept-language']);
      return sendPage(reply, 200, unsubscribeAskPage(await school(), language, action));
    },
  );
  app.post(
    '/api/subscriptions/unsubscribe',
    {
      config: publicAccess,
      preValidation: linkLimit,
      schema: {
        tags,
        // RFC 8058 allows the one-click POST as either kind of form; the token is in the address.
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        querystring: z.object({ token: tokenSchema.optional() }),
        // A multipart body is left unread (@fastify/multipart): the handler sees null.
        body: z.object({ token: tokenSchema.optional() }).passthrough().nullish(),
        response: { 200: viewAnswer, ...linkErrors },
      },
    },
    async (request, reply) => {
      // JSON `{ token }` from the page, or the token in the List-Unsubscribe URL (RFC 8058).
      const token = request.body?.token ?? request.query.token;
      // The button of the page above, in a browser: the answer is a page too.
      const inBrowser = /\btext\/html\b/.test(request.headers.accept ?? '');
      const language = requestLanguage(request.headers['accept-language']);
      try {
        if (!token)
          throw new HttpError(400, 'token: This link is not valid.', [
            { field: 'token', message: 'This link is not valid.' },
          ]);
        const subscription = await subscriptions.unsubscribe(token);
        const message = subscriptionMessages.unsubscribed;
        if (inBrowser)
          return sendPage(reply, 200, unsubscribeDonePage(await school(), language, message));
        return { message, subscription };
      } catch (error) {
        if (!inBrowser || !(error instanceof HttpError)) throw error;
        const message = error.errors?.[0]?.message ?? error.message;
        const page = unsubscribeDonePage(await school(), language, message);
        return sendPage(reply, error.statusCode, page);
      }
    },
  );

  app.post(
    '/api/subscriptions/acknowledge',
    {
      config: publicAccess,
      preValidation: linkLimit,
      schema: { tags, body: tokenBodySchema, response: { 200: messageSchema, ...linkErrors } },
    },
    async (request) => {
      await subscriptions.acknowledge(request.body.token);
      return { message: subscriptionMessages.acknowledged };
    },
  );

  // Who sends circulars sees how many receive them; who handles parents' personal data sees
  // the addresses (decision 0011).
  app.get(
    '/api/admin/subscriptions',
    {
      config: staffAccess('content'),
      schema: {
        tags,
        response: { 200: subscriptionCountsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ counts: (await subscriptions.adminList()).counts }),
  );
  app.get(
    '/api/admin/subscribers',
    {
      config: staffAccess('inbox'),
      schema: {
        tags,
        response: { 200: adminSubscriptionsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    () => subscriptions.adminList(),
  );
  app.get(
    '/api/admin/circulars/delivery',
    {
      config: staffAccess('content'),
      schema: {
        tags,
        response: { 200: noticeDeliveryListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    () => subscriptions.deliveryByNotice(),
  );
};
