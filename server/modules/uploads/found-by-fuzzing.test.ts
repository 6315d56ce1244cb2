import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { seedRecords } from '#server/test/seed-records.ts';

const ctx = await buildTestApp();
const { app } = ctx;
await seedRecords(ctx);

/** Requests that once answered 500; each is kept here as a plain example. */
describe('found by fuzzing', () => {
  it('a multipart body that does not match its boundary is a 400, not a 500', async () => {
    const headers = {
      ...(await ctx.authHeader()),
      'content-type': 'multipart/form-data; boundary=other',
    };
    for (const url of ['/api/notices/add', '/api/careers/applications']) {
      const response = await app.inject({ method: 'POST', url, headers, payload: '------x--\r\n' });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('a resume is not served as a public upload, even by its stored name', async () => {
    const { careerApplications, files } = ctx.db.tables;
    const [application] = await ctx.db.read.select().from(careerApplications);
    const [resume] = (await ctx.db.read.select().from(files)).filter(
      (file) => file.id === application?.resumeFileId,
    );
    for (const prefix of ['/uploads/', '/api/uploads/']) {
      const response = await app.inject({ method: 'GET', url: prefix + resume!.storedName });
      expect(response.statusCode, prefix).toBe(404);
    }
  });
});
