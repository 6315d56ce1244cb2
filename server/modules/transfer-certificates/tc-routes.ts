import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { messageSchema } from '#contracts/content/fields.ts';
import {
  tcImportResultSchema,
  tcInputSchema,
  tcListSchema,
  tcPublicListSchema,
  tcSavedSchema,
  tcVerificationSchema,
  tcVerifyQuerySchema,
} from '#contracts/transfer-certificates.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import { publicAccess, staffAccess } from '../../lib/route-access.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';
import { limitPerIp } from '../public-forms/limit-per-ip.ts';
import type { TcRepository } from './tc-repository.ts';

type TcRoutesOptions = { tcs: TcRepository; verifyLimiter: RateLimiter };

const tags = ['transfer certificates'];
/** TCs are personal data kept by the school office: the Inbox's people (contracts/roles.ts). */
const tcAccess = staffAccess('inbox');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const csvBodyLimit = 2 * 1024 * 1024;

/**
 * Issued transfer certificates (issue 14): staff record, import, list and delete them; anyone may
 * verify one by its number and the student's date of birth, 20 lookups per address per 10 minutes.
 * Every answer is no-store: the list is personal data, a verification answers one visitor's input.
 */
export const tcRoutes: FastifyPluginAsyncZod<TcRoutesOptions> = async (
  app,
  { tcs, verifyLimiter },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  // A CSV file is posted as it is (text/csv); this parser serves only this plugin's routes.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: csvBodyLimit },
    (_r, body, done) => done(null, body),
  );

  app.get(
    '/api/tcs',
    { config: tcAccess, schema: { tags, response: { 200: tcListSchema, 401: apiErrorSchema } } },
    () => tcs.list(),
  );

  app.post(
    '/api/tcs',
    {
      config: tcAccess,
      bodyLimit: csvBodyLimit,
      schema: {
        tags,
        consumes: ['application/json', 'text/csv'],
        description:
          'One TC as JSON, or a CSV file (text/csv) whose first line names the columns; the import answers the rows it refused.',
        response: { 201: tcSavedSchema, 200: tcImportResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = { username: request.admin!.username };
      if (typeof request.body === 'string') return tcs.importCsv(actor, request.body);
      const parsed = tcInputSchema.safeParse(request.body);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const data = await tcs.create(actor, parsed.data);
      return reply.code(201).send({ message: 'Transfer certificate recorded.', data });
    },
  );

  app.delete(
    '/api/tcs/:id',
    {
      config: tcAccess,
      schema: {
        tags,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await tcs.remove({ username: request.admin!.username }, request.params.id);
      return { message: 'Transfer certificate deleted.' };
    },
  );

  app.get(
    '/api/tcs/public-list',
    {
      config: tcAccess,
      schema: { tags, response: { 200: tcPublicListSchema, 401: apiErrorSchema } },
    },
    () => tcs.listSetting(),
  );

  // Whether /view-issued-tcs lists the TCs, and with which columns (off by default).
  app.put(
    '/api/tcs/public-list',
    {
      config: tcAccess,
      schema: { tags, body: tcPublicListSchema, response: { 200: tcPublicListSchema, ...errors } },
    },
    (request) => tcs.saveListSetting({ username: request.admin!.username }, request.body),
  );

  app.get(
    '/api/tcs/verify',
    {
      config: publicAccess,
      preHandler: limitPerIp(verifyLimiter, 'tc-verify'),
      schema: {
        tags,
        querystring: tcVerifyQuerySchema,
        response: { 200: tcVerificationSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const found = await tcs.verify(request.query.number, request.query.dob);
      if (!found) throw notFound();
      return found;
    },
  );
};
