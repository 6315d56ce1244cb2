import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { uploadTypes, type UploadType } from '#contracts/content/uploads.ts';
import type { Database } from '#server/db/database.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { isStoredName } from '#server/storage/file-storage.ts';
import { fileAnswer, mediaTypesOf } from '#server/lib/file-answer.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { currentNameFor, versionOf } from '#server/files/file-addresses.ts';
import { sendStoredFile } from '#server/http/send-stored-file.ts';
import { publicAccess } from '#server/lib/route-access.ts';

const allUploadTypes = Object.keys(uploadTypes) as UploadType[];
const params = z.object({ storedName: z.string().max(100) });
const querystring = z.object({ v: z.string().max(20).optional() });
const uploadAnswers = {
  200: fileAnswer('The file, an image inline, a document to save', mediaTypesOf(allUploadTypes)),
  304: z.undefined().describe('Not modified: the copy the browser has (its ETag) is current.'),
  404: apiErrorSchema,
};

/**
 * The uploads are served only by names of files in the `files` table; the folder is never listed.
 * A name the file had before it was replaced serves its current bytes (decision 0021).
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  const { files } = db.tables;

  for (const url of ['/uploads/:storedName', '/api/uploads/:storedName']) {
    const options = {
      config: publicAccess,
      schema: { tags: ['uploads'], params, querystring, response: uploadAnswers },
    };
    app.get(url, options, async (request, reply) => {
      const { storedName } = request.params;
      if (!isStoredName(storedName)) throw notFound();
      // Every name starts with the file's id: "<id>[-r<version>][-w<width>].<extension>".
      const [file] = await db.read
        .select()
        .from(files)
        .where(eq(files.id, storedName.slice(0, 36)))
        .limit(1);
      if (!file) throw notFound();
      const served = currentNameFor(file, storedName);
      // Resumes have `files` rows too but live in private storage: they are not here to serve.
      if (!(await storage.exists(served))) throw notFound();
      if (request.headers['if-none-match'] === `"${served}"`) return reply.code(304).send();
      const current = served === storedName && request.query.v === versionOf(file);
      return sendStoredFile(
        reply,
        storage,
        file,
        served,
        file.kind === 'image' ? 'inline' : 'attachment',
        current ? 'immutable' : 'revalidate',
      );
    });
  }
};
