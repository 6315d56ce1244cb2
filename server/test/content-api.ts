import { expect } from 'vitest';
import type { PageInput, PageVersions } from '#contracts/content/pages.ts';
import type { TestContext } from './build-test-app.ts';
import { multipartBody } from './fixtures/multipart.ts';

type FileSpec = { field: string; name: string; bytes: Buffer };

/** Shorthands for tests that call the content API as an admin. */
export function contentApi(ctx: TestContext) {
  const { app } = ctx;
  return {
    async sendForm(
      method: 'POST' | 'PUT',
      url: string,
      fields: Record<string, string>,
      file?: FileSpec,
      auth?: Record<string, string>,
    ) {
      const body = multipartBody(fields, file);
      return app.inject({
        method,
        url,
        payload: body.payload,
        headers: { ...body.headers, ...(auth ?? (await ctx.authHeader())) },
      });
    },
    async sendJson(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
      return app.inject({
        method,
        url,
        ...(payload && { payload }),
        headers: await ctx.authHeader(),
      });
    },
    get: (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers }),
    /** An information page's saved draft as staff would send it back (PUT /api/pages/:slug). */
    async draftOf(slug: string): Promise<PageInput> {
      const response = await app.inject({
        method: 'GET',
        url: `/api/pages/${slug}`,
        headers: await ctx.authHeader(),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { updatedAt: _at, updatedBy: _by, ...input } = response.json<PageVersions>().draft;
      return input;
    },
  };
}

/** Everything a write could leave behind: row counts of every content table and the upload folder. */
export async function snapshot(ctx: TestContext) {
  const { db } = ctx;
  const tables = db.tables;
  const counts = await Promise.all(
    [
      tables.events,
      tables.leaves,
      tables.notices,
      tables.news,
      tables.posts,
      tables.disclosures,
      tables.files,
      tables.auditLog,
      tables.contactMessages,
      tables.careerApplications,
      tables.schoolInformation,
    ].map((table) => db.read.$count(table)),
  );
  const { readdirSync, existsSync } = await import('node:fs');
  const folder = `${ctx.dataDir}/uploads`;
  return { counts, uploads: existsSync(folder) ? readdirSync(folder).sort() : [] };
}
