import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import {
  careerApplicationInputSchema,
  resumeField,
  submissionAcceptedSchema,
  submissionMessages,
} from '#contracts/inbox.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { caughtByHoneypot } from '../public-forms/honeypot.ts';
import { limitPerIp } from '../public-forms/limit-per-ip.ts';
import type { PublicFormDeps } from '../public-forms/public-form-deps.ts';
import { uploadFormBody } from '../../lib/documented-body.ts';
import { validationError } from '../../lib/http-errors.ts';
import { storeUpload } from '../uploads/store-upload.ts';
import { applicationMail } from './application-mail.ts';
import { readApplication } from './read-application.ts';
import { publicAccess } from '../../lib/route-access.ts';
import type { PositionsRepository } from './positions-repository.ts';

/** Resumes are personal data: they live apart from public uploads and leave only through the admin Inbox. */
const applicationConsumes = ['multipart/form-data', 'application/json'];

type CareersRoutesOptions = PublicFormDeps & {
  resumeStorage: FileStorage;
  /** The posts staff list: an application names an open one, or none. */
  positions: PositionsRepository;
  today: () => string;
};

export const careersRoutes: FastifyPluginAsyncZod<CareersRoutesOptions> = async (app, options) => {
  const { db, notifier, limiter, resumeStorage, positions, today } = options;
  const { files, careerApplications } = db.tables;
  // The app may already parse multipart for the admin upload forms; otherwise only this plugin does.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  app.post(
    '/api/careers/applications',
    {
      config: publicAccess,
      preHandler: limitPerIp(limiter, 'careers'),
      schema: {
        tags: ['public forms'],
        consumes: applicationConsumes,
        documentedBody: uploadFormBody(
          { schema: careerApplicationInputSchema, fileField: resumeField },
          applicationConsumes,
        ),
        response: {
          200: submissionAcceptedSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const accepted = { message: submissionMessages.application };
      const { fields, resume } = await readApplication(request);
      if (caughtByHoneypot(fields)) {
        request.log.info('careers form honeypot filled; dropped');
        return accepted;
      }
      const parsed = careerApplicationInputSchema.safeParse(fields);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const application = parsed.data;
      // Checked before the resume is stored: a closed post is refused with nothing kept.
      const position = application.position
        ? await positions.requireOpen(application.position, today())
        : undefined;

      // Stored first (file, then its row and the application in one transaction); mailed after.
      const stored = resume ? await storeUpload(resumeStorage, resume) : undefined;
      const row = {
        id: randomUUID(),
        fullName: application.fullName,
        email: application.email,
        phone: application.phone,
        position: application.position ?? '',
        experience: application.experience,
        resumeFileId: stored?.record.id ?? null,
        createdAt: new Date(),
      };
      try {
        await db.write(async (tx) => {
          if (stored) await tx.insert(files).values(stored.record);
          await tx.insert(careerApplications).values(row);
        });
      } catch (error) {
        if (stored)
          await Promise.allSettled(stored.names.map((name) => resumeStorage.remove(name)));
        throw error;
      }
      notifier.notify(applicationMail(application, position?.label, resume, row.createdAt), {
        careerApplicationId: row.id,
      });
      return accepted;
    },
  );
};
