import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { messageSchema } from '#contracts/content/fields.ts';
import {
  tcCsvColumns,
  tcImportResultSchema,
  tcInputSchema,
  tcListSchema,
  tcPublicListSchema,
  tcSavedSchema,
  tcScanField,
  tcVerificationSchema,
  tcVerifyQuerySchema,
} from '#contracts/transfer-certificates.ts';
import { uploadFormBody } from '#server/lib/documented-body.ts';
import { fileAnswer } from '#server/lib/file-answer.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { assertKnownIdShape, notFound, validationError } from '#server/lib/http-errors.ts';
import { publicAccess, staffAccess } from '#server/lib/route-access.ts';
import { tooManyAttempts } from '#server/rate-limits/too-many-attempts.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { formBodyLimit } from '#server/http/read-form.ts';
import { sendPrivateFile } from '#server/http/send-stored-file.ts';
import { storeUpload } from '#server/files/store-upload.ts';
import type { LookUpTc } from './tc-lookup.ts';
import { readTcScan } from './read-tc-scan.ts';
import type { TcRepository } from './tc-repository.ts';

/** Scanned TCs live in a private store (server/storage/file-storages.ts), read only through here. */
type TcRoutesOptions = { tcs: TcRepository; lookUp: LookUpTc; scanStorage: FileStorage };

const tags = ['transfer certificates'];
/** TCs are personal data kept by the school office: the Inbox's people (contracts/roles.ts). */
const tcAccess = staffAccess('inbox');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const csvBodyLimit = 2 * 1024 * 1024;
const idParams = z.object({ id: z.string().max(100) });
/** The scanned TC's form: one PDF, no other field. */
const tcScanForm = { schema: z.object({}), fileField: tcScanField, fileRequired: true };
const tcCsvSchema = z
  .string()
  .describe(`A first line naming the columns (${tcCsvColumns.join(',')}), then one TC a line.`);

/**
 * Issued transfer certificates: staff record, import, list and delete them; anyone may
 * verify one by its number and the student's date of birth, within the limits of tc-lookup.ts.
 * Every answer is no-store: the list is personal data, a verification answers one visitor's input.
 */
export const tcRoutes: FastifyPluginAsyncZod<TcRoutesOptions> = async (
  app,
  { tcs, lookUp, scanStorage },
) => {
  const removeStored = async (names: string[], log: { error: (...args: unknown[]) => void }) => {
    const removals = await Promise.allSettled(names.map((name) => scanStorage.remove(name)));
    for (const removal of removals)
      if (removal.status === 'rejected')
        log.error({ err: removal.reason }, 'could not remove a scanned TC');
  };
  // The app may already parse multipart for the admin upload forms; otherwise only this plugin does.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
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
        documentedBody: { 'application/json': tcInputSchema, 'text/csv': tcCsvSchema },
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
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const leftovers = await tcs.remove({ username: request.admin!.username }, request.params.id);
      await removeStored(leftovers, request.log);
      return { message: 'Transfer certificate deleted.' };
    },
  );

  // Attaches the scanned TC (multipart, one PDF as `file`), replacing an earlier one.
  app.put(
    '/api/tcs/:id/scan',
    {
      config: tcAccess,
      bodyLimit: formBodyLimit('document'),
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        documentedBody: uploadFormBody(tcScanForm, ['multipart/form-data']),
        params: idParams,
        response: { 200: tcSavedSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      assertKnownIdShape(request.params.id);
      const scan = await readTcScan(request);
      const stored = await storeUpload(scanStorage, scan);
      let leftovers: string[];
      try {
        leftovers = await tcs.attachScan(
          { username: request.admin!.username },
          request.params.id,
          stored.record,
        );
      } catch (error) {
        await removeStored(stored.names, request.log);
        throw error;
      }
      await removeStored(leftovers, request.log);
      const data = (await tcs.list()).find((tc) => tc.id === request.params.id);
      if (!data) throw notFound();
      return { message: 'Scanned TC attached.', data };
    },
  );

  app.get(
    '/api/tcs/:id/scan',
    {
      config: tcAccess,
      schema: {
        tags,
        params: idParams,
        response: { 200: fileAnswer('The scanned TC', ['application/pdf']), ...errors },
      },
    },
    async (request, reply) => {
      const file = await tcs.scanOf(request.params.id);
      return sendPrivateFile(request, reply, scanStorage, file, {
        transferCertificateId: request.params.id,
      });
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
      schema: {
        tags,
        querystring: tcVerifyQuerySchema,
        response: { 200: tcVerificationSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const lookup = await lookUp({
        number: request.query.number,
        dateOfBirth: request.query.dob,
        clientKey: clientAddressKey(request.ip),
      });
      if (lookup.outcome === 'found') return lookup.tc;
      if (lookup.outcome === 'not-found') throw notFound();
      throw tooManyAttempts(
        lookup.limit === 'address'
          ? 'Too many certificate lookups from your connection'
          : 'Too many wrong dates of birth for this TC number today, so it cannot be checked for now, not even with the right date of birth',
        lookup.retryAfterSeconds,
      );
    },
  );
};
