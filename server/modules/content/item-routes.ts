import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { UploadKind } from '#contracts/content/uploads.ts';
import type { Publication } from '#contracts/content/publication.ts';
import { uploadFormBody } from '#server/lib/documented-body.ts';
import { notFound } from '#server/lib/http-errors.ts';
import type { ValidatedUpload } from '#server/files/validate-upload.ts';
import type { Actor } from '#server/modules/content-writer/index.ts';
import { formHandler, formRouteOptions, itemId } from '#server/http/form-route.ts';
import {
  actorOf,
  contentWrite,
  deletedResponse,
  errorResponses,
  idParams,
  publicReadOf,
  uploadErrorResponses,
} from '#server/http/route-helpers.ts';

/** What the routes need of an item resource (item-resource.ts). */
type Resource<View> = {
  /** The content writer's name for the kind ('events'): what its public reads depend on. */
  entity: string;
  list(limit?: number): Promise<View[]>;
  listAll(): Promise<Array<View & Publication>>;
  get(id: string): Promise<View | undefined>;
  create(actor: Actor, fields: never, upload?: ValidatedUpload, uploads?: never): Promise<View>;
  update(
    actor: Actor,
    id: string,
    fields: never,
    upload?: ValidatedUpload,
    uploads?: never,
  ): Promise<View>;
  remove(actor: Actor, id: string): Promise<void>;
};

export type ItemRoutesOptions<View> = {
  resource: Resource<View>;
  tag: string;
  /** The public list: its paths, its query (the posts' limit) and its answer's shape. */
  list: {
    paths: string[];
    query?: z.ZodObject;
    schema: z.ZodType;
    answer?: (items: View[]) => unknown;
  };
  /** A public read of one item (events), answering 404 for an item not live. */
  itemSchema?: z.ZodType;
  /** The staff list with each item's publication (scheduled kinds). */
  staffList?: { path: string; schema: z.ZodType };
  createPaths: string[];
  itemPath: string;
  savedSchema: z.ZodType;
  messages: { created: string; updated: string; deleted: string };
  /**
   * The body: JSON checked by the route's schema, or a form (multipart, or JSON without a file)
   * that may carry the kind's one file.
   */
  input:
    | { schema: z.ZodObject }
    | {
        schema: z.ZodObject;
        form: {
          fileField: string;
          kind: UploadKind;
          fileRequired?: boolean;
          consumes: string[];
          /** A form of several files (read-form.ts): a gallery album's photos. */
          files?: { max: number; otherFields: string[] };
        };
      };
};

/**
 * The routes of one content kind on the paths the original client uses (decision 0014): the
 * public list, the staff list, create, update and delete. Messages and answer shapes are the
 * kind's; the handlers are these.
 */
export const itemRoutes: FastifyPluginAsyncZod<ItemRoutesOptions<unknown>> = async (
  app,
  options,
) => {
  const { resource, input, messages } = options;
  const tags = [options.tag];
  const answer = options.list.answer ?? ((items: unknown[]) => items);

  for (const url of options.list.paths) {
    app.get(
      url,
      {
        config: publicReadOf(resource.entity),
        schema: {
          tags,
          ...(options.list.query && { querystring: options.list.query }),
          response: { 200: options.list.schema, ...errorResponses },
        },
      },
      async (request) => {
        // Only a list with a query schema reads `limit` (validated, a number); elsewhere it is a
        // stray string (`/api/notices?limit=%20` gave 500, found by server/fuzz).
        const limit = options.list.query
          ? (request.query as { limit?: number } | undefined)?.limit
          : undefined;
        return answer(await resource.list(limit));
      },
    );
  }
  if (options.itemSchema)
    app.get(
      options.itemPath,
      {
        config: publicReadOf(resource.entity),
        schema: {
          tags,
          params: idParams,
          response: { 200: options.itemSchema, ...errorResponses },
        },
      },
      async (request) => {
        const item = await resource.get(request.params.id);
        if (!item) throw notFound();
        return item;
      },
    );
  if (options.staffList)
    app.get(
      options.staffList.path,
      {
        config: contentWrite,
        schema: {
          tags,
          description: 'Staff: every item, live, scheduled or unpublished, with its times.',
          response: { 200: options.staffList.schema, ...errorResponses },
        },
      },
      () => resource.listAll(),
    );

  if ('form' in input) {
    const { form } = input;
    const spec = {
      schema: input.schema,
      fileField: form.fileField,
      kind: form.kind,
      files: form.files,
    } as const;
    const routeOptions = (status: 200 | 201, withId: boolean) => ({
      ...formRouteOptions(form.kind, form.files?.max),
      config: contentWrite,
      schema: {
        tags,
        ...(withId && { params: idParams }),
        consumes: form.consumes,
        // Only a create of a kind that always carries a file requires it.
        documentedBody: uploadFormBody(
          {
            ...spec,
            fileRequired: status === 201 && form.fileRequired,
            several: form.files && { max: form.files.max, otherFields: form.files.otherFields },
          },
          form.consumes,
        ),
        response: { [status]: options.savedSchema, ...uploadErrorResponses },
      },
    });
    for (const url of options.createPaths)
      app.post(
        url,
        routeOptions(201, false),
        formHandler({
          ...spec,
          fileRequired: form.fileRequired,
          status: 201,
          message: messages.created,
          save: (actor, fields, upload, _request, uploads) =>
            resource.create(actor, fields as never, upload, uploads as never),
        }),
      );
    app.put(
      options.itemPath,
      routeOptions(200, true),
      formHandler({
        ...spec,
        message: messages.updated,
        save: (actor, fields, upload, request, uploads) =>
          resource.update(actor, itemId(request), fields as never, upload, uploads as never),
      }),
    );
  } else {
    for (const url of options.createPaths)
      app.post(
        url,
        {
          config: contentWrite,
          schema: {
            tags,
            body: input.schema,
            response: { 201: options.savedSchema, ...errorResponses },
          },
        },
        async (request, reply) =>
          reply.code(201).send({
            message: messages.created,
            data: await resource.create(actorOf(request), request.body as never),
          }),
      );
    app.put(
      options.itemPath,
      {
        config: contentWrite,
        schema: {
          tags,
          params: idParams,
          body: input.schema,
          response: { 200: options.savedSchema, ...errorResponses },
        },
      },
      async (request) => ({
        message: messages.updated,
        data: await resource.update(actorOf(request), request.params.id, request.body as never),
      }),
    );
  }
  app.delete(
    options.itemPath,
    { config: contentWrite, schema: { tags, params: idParams, response: deletedResponse } },
    async (request) => {
      await resource.remove(actorOf(request), request.params.id);
      return { message: messages.deleted };
    },
  );
};
