import type { FastifyReply, FastifyRequest } from 'fastify';
import { type z } from 'zod';
import type { UploadKind } from '#contracts/content/uploads.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { formBodyLimit, readForm, type FormSpec, type ParsedForm } from '#server/http/read-form.ts';
import type { UploadOptions, ValidatedUpload } from '#server/files/validate-upload.ts';
import type { Actor } from '#server/lib/actor.ts';
import { actorOf } from './route-helpers.ts';

type FormHandlerSpec<S extends z.ZodType, R> = {
  schema: S;
  fileField: string;
  kind: UploadKind;
  /** Create routes of kinds that always carry a file. */
  fileRequired?: boolean;
  status?: 200 | 201;
  message: string;
  save: (
    actor: Actor,
    fields: z.output<S>,
    upload: ValidatedUpload | undefined,
    request: FastifyRequest,
    /** Every file of a form that takes several (read-form.ts `files`). */
    uploads: ParsedForm<unknown>['uploads'],
  ) => Promise<R>;
  files?: FormSpec<S>['files'];
} & UploadOptions;

/** Route options for a multipart form: the body limit covers the file, and writes need an admin. */
export function formRouteOptions(kind: UploadKind, files?: number) {
  return { bodyLimit: formBodyLimit(kind, files) };
}

/** Handler for a multipart (or JSON) form that may carry one file: read, check, then save. */
export function formHandler<S extends z.ZodType, R>(spec: FormHandlerSpec<S, R>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { fields, upload, uploads } = await readForm(request, spec);
    if (spec.fileRequired && !upload) {
      const message = 'Please choose a file to upload.';
      throw new HttpError(400, `${spec.fileField}: ${message}`, [
        { field: spec.fileField, message },
      ]);
    }
    const data = await spec.save(actorOf(request), fields, upload, request, uploads);
    return reply.code(spec.status ?? 200).send({ message: spec.message, data });
  };
}

export const itemId = (request: FastifyRequest) => (request.params as { id: string }).id;
