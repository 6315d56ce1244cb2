import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import {
  inboxItemParamsSchema,
  inboxItemSchema,
  inboxListSchema,
  isUnread,
  markHandledBodySchema,
  resumeRules,
} from '#contracts/inbox.ts';
import { staffAccess } from '#server/lib/route-access.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { fileAnswer, mediaTypesOf } from '#server/lib/file-answer.ts';
import { assertKnownIdShape } from '#server/lib/http-errors.ts';
import { sendPrivateFile } from '#server/http/send-stored-file.ts';
import type { InboxRepository } from './inbox-repository.ts';

type InboxRoutesOptions = {
  inbox: InboxRepository;
  resumeStorage: FileStorage;
};

const errors = { 401: apiErrorSchema, 404: apiErrorSchema };
const inboxAccess = staffAccess('inbox');

/** The admin Inbox: contact messages and career applications. Personal data: administrators and office staff only, never cached. */
export const inboxRoutes: FastifyPluginAsyncZod<InboxRoutesOptions> = async (
  app,
  { inbox, resumeStorage },
) => {
  app.get(
    '/api/admin/inbox',
    {
      config: inboxAccess,
      schema: { tags: ['admin'], response: { 200: inboxListSchema, 401: apiErrorSchema } },
    },
    async () => {
      const items = await inbox.list();
      return { items, unread: items.filter(isUnread).length };
    },
  );

  app.post(
    '/api/admin/inbox/:kind/:id/read',
    {
      config: inboxAccess,
      schema: {
        tags: ['admin'],
        params: inboxItemParamsSchema,
        response: { 200: inboxItemSchema, ...errors },
      },
    },
    async (request) => {
      assertKnownIdShape(request.params.id);
      return inbox.change(request.params.kind, request.params.id, { read: true }, request.admin!);
    },
  );

  app.post(
    '/api/admin/inbox/:kind/:id/handled',
    {
      config: inboxAccess,
      schema: {
        tags: ['admin'],
        params: inboxItemParamsSchema,
        body: markHandledBodySchema,
        response: { 200: inboxItemSchema, ...errors },
      },
    },
    async (request) => {
      assertKnownIdShape(request.params.id);
      const handled = request.body?.handled ?? true;
      return inbox.change(request.params.kind, request.params.id, { handled }, request.admin!);
    },
  );

  app.delete(
    '/api/admin/inbox/:kind/:id',
    {
      config: inboxAccess,
      schema: {
        tags: ['admin'],
        params: inboxItemParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      assertKnownIdShape(request.params.id);
      const storedNames = await inbox.remove(
        request.params.kind,
        request.params.id,
        request.admin!,
      );
      const removals = await Promise.allSettled(
        storedNames.map((name) => resumeStorage.remove(name)),
      );
      for (const removal of removals) {
        if (removal.status === 'rejected')
          request.log.error({ err: removal.reason }, 'could not remove a resume file');
      }
      return { message: 'Deleted.' };
    },
  );

  app.get(
    '/api/admin/inbox/applications/:id/resume',
    {
      config: inboxAccess,
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: fileAnswer("The applicant's resume", mediaTypesOf(resumeRules.types)),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      assertKnownIdShape(request.params.id);
      const file = await inbox.resumeOf(request.params.id);
      return sendPrivateFile(request, reply, resumeStorage, file, {
        careerApplicationId: request.params.id,
      });
    },
  );
};
