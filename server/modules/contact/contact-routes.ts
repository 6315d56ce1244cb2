import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import {
  contactMessageInputSchema,
  submissionAcceptedSchema,
  submissionMessages,
} from '#contracts/inbox.ts';
import { validationError } from '../../lib/http-errors.ts';
import { caughtByHoneypot } from '../public-forms/honeypot.ts';
import { limitPerIp } from '../public-forms/limit-per-ip.ts';
import type { PublicFormDeps } from '../public-forms/public-form-deps.ts';
import { contactMail } from './contact-mail.ts';
import { publicAccess } from '../../lib/route-access.ts';

export const contactRoutes: FastifyPluginAsyncZod<PublicFormDeps> = async (
  app,
  { db, notifier, limiter },
) => {
  const { contactMessages } = db.tables;

  app.post(
    '/api/contact',
    {
      config: publicAccess,
      preHandler: limitPerIp(limiter, 'contact'),
      schema: {
        tags: ['public forms'],
        // Validated in the handler: the honeypot is looked at before anything else.
        documentedBody: { 'application/json': contactMessageInputSchema },
        response: { 200: submissionAcceptedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const accepted = { message: submissionMessages.contact };
      if (caughtByHoneypot(request.body)) {
        request.log.info('contact form honeypot filled; dropped');
        return accepted;
      }
      const parsed = contactMessageInputSchema.safeParse(request.body);
      if (!parsed.success) throw validationError(parsed.error.issues);

      // Stored first: the Inbox is the record, the e-mail only a copy.
      const row = { id: randomUUID(), ...parsed.data, createdAt: new Date() };
      await db.write((tx) => tx.insert(contactMessages).values(row));
      notifier.notify(contactMail(parsed.data, row.createdAt), { contactMessageId: row.id });
      return accepted;
    },
  );
};
