import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { RouteEntry } from '#server/lib/route-table.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';

// With web push on, so its routes are in the document too (decision 0022).
const ctx = await buildTestApp({
  push: { ...webpush.generateVAPIDKeys(), subject: 'mailto:office@school.test' },
});
const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });

type Schema = Record<string, unknown>;
type Operation = {
  description?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Schema> };
  paths: Record<string, Record<string, Operation>>;
};
const document = response.json<Document>();

/** The document's path of a route: `:id` becomes `{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operationOf = (method: string, url: string) =>
  document.paths[documentPath(url)]?.[method.toLowerCase()];
const name = (route: RouteEntry) => `${route.method} ${route.url}`;
const documented = ctx.app.routeTable.filter(
  (route) =>
    route.method !== 'HEAD' &&
    !route.url.startsWith('/api/docs') &&
    operationOf(route.method, route.url),
);

/** Writes that take no body: the request itself is the whole instruction. */
const bodilessWrites = [
  'POST /api/auth/logout',
  'POST /api/auth/2fa/setup',
  'POST /api/pages/:slug/revisions/:id/restore',
  'POST /api/admin/users/:id/reset',
  'POST /api/admin/inbox/:kind/:id/read',
  'POST /api/admin/compliance/link-check',
  'POST /api/admin/trash/:id/restore',
];

/** Every `$ref` in a value, however deep. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  return found;
}

describe('the OpenAPI document', () => {
  it('is served and valid OpenAPI, every reference resolving', async () => {
    expect(response.statusCode).toBe(200);
    const missing = refsIn(document).filter(
      (ref) => !(ref.replace('#/components/schemas/', '') in document.components.schemas),
    );
    expect([...new Set(missing)]).toEqual([]);
    // The validator resolves references in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('describes the shared contracts once, as named components', () => {
    // Far below the 4.4 MB of the page's schema copied into each of its operations: 303 KB with
    // the admissions API, so the bound leaves room for the API to grow, not to copy again.
    expect(response.body.length).toBeLessThan(400_000);
    const { schemas } = document.components;
    for (const id of ['Page', 'PageContentInput', 'Block', 'ApiError', 'Translation'])
      expect(Object.keys(schemas), id).toContain(id);
    const page = operationOf('GET', '/api/pages/:slug')!;
    expect(refsIn(page.responses['200'])).toContain('#/components/schemas/Page');
    const events = operationOf('GET', '/api/events')!;
    expect(events.responses['404']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
  });

  it('says which operations need a staff session, and how staff send it', () => {
    expect(documented.length).toBeGreaterThan(90);
    const schemes = document.components.securitySchemes;
    expect(schemes).toEqual({
      staffToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    for (const route of documented) {
      const operation = operationOf(route.method, route.url)!;
      if (route.access === undefined || route.access === 'public')
        expect(operation.security, name(route)).toBeUndefined();
      else {
        expect(operation.security, name(route)).toEqual([{ staffToken: [] }]);
        expect(operation.description, name(route)).toContain(
          `Staff roles: ${route.access.join(', ')}.`,
        );
      }
    }
  });

  it('describes the body of every write that takes one', () => {
    const writes = documented.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    const withoutBody = writes
      .filter((route) => !operationOf(route.method, route.url)!.requestBody)
      .map(name);
    expect(withoutBody.sort()).toEqual([...bodilessWrites].sort());
  });

  it('describes the upload forms as multipart with their file, and the TC import as CSV', () => {
    const notice = operationOf('POST', '/api/notices/add')!.requestBody!.content;
    expect(notice['multipart/form-data']!.schema).toMatchObject({
      type: 'object',
      properties: {
        title: expect.objectContaining({ type: 'string' }),
        file: { type: 'string', format: 'binary' },
      },
    });
    const disclosure = operationOf('POST', '/api/disclosure/addDisclosure')!.requestBody!.content;
    expect(disclosure['multipart/form-data']!.schema.required).toContain('file');
    const application = operationOf('POST', '/api/careers/applications')!.requestBody!.content;
    expect(application['multipart/form-data']!.schema).toMatchObject({
      properties: { fullName: expect.anything(), resume: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(application['application/json']!.schema.properties as Schema)).not.toContain(
      'resume',
    );
    const tcs = operationOf('POST', '/api/tcs')!.requestBody!.content;
    expect(tcs['text/csv']!.schema).toMatchObject({ type: 'string' });
    expect(tcs['application/json']!.schema).toMatchObject({ type: 'object' });
    const scan = operationOf('PUT', '/api/tcs/:id/scan')!.requestBody!.content;
    expect(scan['multipart/form-data']!.schema).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' } },
    });
  });

  it('describes every answer, files and feeds with their own media types', () => {
    for (const route of documented) {
      const { responses } = operationOf(route.method, route.url)!;
      const success = Object.keys(responses).filter((code) => /^[23]/.test(code));
      expect(success, name(route)).not.toEqual([]);
      for (const [code, answer] of Object.entries(responses))
        if (code !== '204' && !code.startsWith('3'))
          expect(Object.keys(answer.content ?? {}), `${name(route)} ${code}`).not.toEqual([]);
    }
    const mediaOf = (method: string, url: string, code = '200') =>
      Object.keys(operationOf(method, url)!.responses[code]!.content!);
    expect(mediaOf('GET', '/calendar.ics')).toEqual(['text/calendar']);
    expect(mediaOf('GET', '/feed.xml')).toEqual(['application/rss+xml']);
    expect(mediaOf('GET', '/api/admin/inbox/applications.csv')).toEqual(['text/csv']);
    // An error is JSON even where the answer is a file.
    expect(mediaOf('GET', '/api/admin/inbox/applications.csv', '401')).toEqual([
      'application/json',
    ]);
    const download = operationOf('GET', '/api/disclosure/download')!.responses['200']!.content!;
    expect(Object.values(download)[0]!.schema).toEqual({ type: 'string', format: 'binary' });
    expect(
      operationOf('GET', '/api/admin/inbox/applications/:id/resume')!.responses['200'],
    ).toBeDefined();
  });

  it('still serves the Swagger UI page', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});
