import { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * For the API docs only (server/plugins/api-docs-transform.ts): the body of a route whose
     * handler reads and checks it itself (an upload form, a CSV file, a page with errors that
     * name its blocks), by media type. Fastify never sees it; the handler parses with these same
     * schemas.
     */
    documentedBody?: Readonly<Record<string, z.ZodType>>;
  }
}

type UploadForm = {
  schema: z.ZodType;
  fileField: string;
  fileRequired?: boolean;
  /** A form of several files: up to `max` in `fileField`, or one in each of `otherFields`. */
  several?: { max: number; otherFields: string[] } | undefined;
};

/**
 * The body of an upload form as the API docs show it: as multipart, its text fields and its one
 * file (binary); as JSON (where the route takes it), the text fields alone.
 */
export function uploadFormBody(
  form: UploadForm,
  consumes: readonly string[],
): Record<string, z.ZodType> {
  const file = z.file();
  const fields = form.schema instanceof z.ZodObject ? form.schema.shape : {};
  const files = form.several
    ? {
        [form.fileField]: z.array(file).max(form.several.max).optional(),
        ...Object.fromEntries(form.several.otherFields.map((name) => [name, file.optional()])),
      }
    : { [form.fileField]: form.fileRequired ? file : file.optional() };
  const multipart = z.object({ ...fields, ...files });
  return Object.fromEntries(
    consumes.map((type) => [type, type === 'multipart/form-data' ? multipart : form.schema]),
  );
}
