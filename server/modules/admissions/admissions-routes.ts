import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import {
  admissionDocuments,
  applicationAcceptedSchema,
  applicationInputSchema,
  applicationStatusSchema,
  offerDecisionSchema,
  reuploadFieldsSchema,
  reuploadFileField,
  slotChoiceSchema,
  statusQuerySchema,
  tokenBodySchema,
} from '#contracts/admissions.ts';
import { submissionAcceptedSchema } from '#contracts/inbox.ts';
import { uploadFormBody } from '#server/lib/documented-body.ts';
import { validationError } from '#server/lib/http-errors.ts';
import { publicAccess } from '#server/lib/route-access.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import { limitPerIp } from '#server/http/limit-per-ip.ts';
import type { AdmissionApplications } from './admission-applications.ts';
import type { AdmissionStatus } from './admission-status.ts';
import { readAdmissionForm, readResentDocument } from './read-admission-form.ts';

type AdmissionsRoutesOptions = {
  applications: AdmissionApplications;
  status: AdmissionStatus;
  /** The application form, per client address like the other public forms. */
  limiter: RateLimiter;
  /** The status page's writes, more loosely (many parents share a carrier's address). */
  linkLimiter: RateLimiter;
};

const consumes = ['multipart/form-data'];
const refusals = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const uploadRefusals = { ...refusals, 413: apiErrorSchema, 415: apiErrorSchema };
const [firstDocument, ...otherDocuments] = admissionDocuments;

/**
 * The parent's side of admissions: the application, and the status page's actions by the token
 * of a mailed link. Answers hold a child's details: never kept by a browser or proxy.
 */
export const admissionsRoutes: FastifyPluginAsyncZod<AdmissionsRoutesOptions> = async (
  app,
  { applications, status, limiter, linkLimiter },
) => {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/api/admissions/applications',
    {
      config: publicAccess,
      preHandler: limitPerIp(limiter, 'admissions'),
      schema: {
        tags: ['public forms'],
        consumes,
        documentedBody: uploadFormBody(
          {
            schema: applicationInputSchema,
            fileField: firstDocument,
            several: { max: admissionDocuments.length, otherFields: otherDocuments },
          },
          consumes,
        ),
        response: { 201: applicationAcceptedSchema, ...uploadRefusals },
      },
    },
    async (request, reply) => {
      const { fields, uploads } = await readAdmissionForm(request);
      const { dropped, ...accepted } = await applications.submit(fields, uploads);
      if (dropped) request.log.info('admission form honeypot filled; dropped');
      return reply.code(201).send(accepted);
    },
  );

  app.get(
    '/api/admissions/status',
    {
      config: publicAccess,
      schema: {
        tags: ['public forms'],
        querystring: statusQuerySchema,
        response: { 200: applicationStatusSchema, ...refusals },
      },
    },
    async (request) => status.status(request.query.token),
  );

  app.post(
    '/api/admissions/status/documents',
    {
      config: publicAccess,
      preHandler: limitPerIp(linkLimiter, 'admission-links'),
      schema: {
        tags: ['public forms'],
        consumes,
        documentedBody: uploadFormBody(
          { schema: reuploadFieldsSchema, fileField: reuploadFileField, fileRequired: true },
          consumes,
        ),
        response: { 200: applicationStatusSchema, ...uploadRefusals },
      },
    },
    async (request) => {
      const { fields, upload } = await readResentDocument(request);
      const parsed = reuploadFieldsSchema.safeParse(fields);
      if (!parsed.success) throw validationError(parsed.error.issues);
      return status.resend(parsed.data.token, parsed.data.document, upload);
    },
  );

  app.post(
    '/api/admissions/status/slot',
    {
      config: publicAccess,
      preHandler: limitPerIp(linkLimiter, 'admission-links'),
      schema: {
        tags: ['public forms'],
        body: slotChoiceSchema,
        response: { 200: applicationStatusSchema, ...refusals },
      },
    },
    async (request) => status.book(request.body.token, request.body.slotId),
  );

  app.post(
    '/api/admissions/status/offer',
    {
      config: publicAccess,
      preHandler: limitPerIp(linkLimiter, 'admission-links'),
      schema: {
        tags: ['public forms'],
        body: offerDecisionSchema,
        response: { 200: applicationStatusSchema, ...refusals },
      },
    },
    async (request) => status.decide(request.body.token, request.body.decision),
  );

  app.post(
    '/api/admissions/status/delete',
    {
      config: publicAccess,
      preHandler: limitPerIp(linkLimiter, 'admission-links'),
      schema: {
        tags: ['public forms'],
        body: tokenBodySchema,
        response: { 200: submissionAcceptedSchema, ...refusals },
      },
    },
    async (request) => status.remove(request.body.token),
  );
};
