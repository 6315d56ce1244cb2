import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { isStoredName } from '../../storage/file-storage.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sendStoredFile } from './send-stored-file.ts';
import { storedNamesOf } from './store-upload.ts';
import { publicAccess } from '../../lib/route-access.ts';

const params = z.object({ storedName: z.string().max(100) });

/** The uploads are served only by names found in the `files` table; the folder is never listed. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  const { files } = db.tables;

  for (const url of ['/uploads/:storedName', '/api/uploads/:storedName']) {
    const options = { config: publicAccess, schema: { tags: ['uploads'], params } };
    app.get(url, options, async (request, reply) => {
      const { storedName } = request.params;
      if (!isStoredName(storedName)) throw notFound();
      // Variant names are "<file id>-w<width>.webp", so the id prefix finds the row.
      const [file] = await db.read
        .select()
        .from(files)
        .where(eq(files.id, storedName.slice(0, 36)))
        .limit(1);
      if (!file || !storedNamesOf(file).includes(storedName)) throw notFound();
      // Resumes have `files` rows too but live in private storage: they are not here to serve.
      if (!(await storage.exists(storedName))) throw notFound();
      if (request.headers['if-none-match'] === `"${storedName}"`) return reply.code(304).send();
      return sendStoredFile(
        reply,
        storage,
        file,
        storedName,
        file.kind === 'image' ? 'inline' : 'attachment',
      );
    });
  }
};
