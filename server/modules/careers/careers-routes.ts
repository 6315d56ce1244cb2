import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import {
  careerApplicationInputSchema,
  resumeField,
  submissionAcceptedSchema,
} from '#contracts/inbox.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import { limitPerIp } from '#server/http/limit-per-ip.ts';
import { uploadFormBody } from '#server/lib/documented-body.ts';
import type { CareerApplications } from './career-applications.ts';
import { readApplication } from './read-application.ts';
import { publicAccess } from '#server/lib/route-access.ts';

/** Resumes are personal data: they live apart from public uploads and leave only through the admin Inbox. */
const applicationConsumes = ['multipart/form-data', 'application/json'];

type CareersRoutesOptions = { applications: CareerApplications; limiter: RateLimiter };

export const careersRoutes: FastifyPluginAsyncZod<CareersRoutesOptions> = async (app, options) => {
  const { applications, limiter } = options;
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
      const { fields, resume } = await readApplication(request);
      return applications.submit(fields, resume, request.log);
    },
  );
};
