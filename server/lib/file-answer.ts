import { z } from 'zod';
import { uploadTypes, type UploadType } from '#contracts/content/uploads.ts';

/**
 * For a route's `response`: an answer that is a file or a feed, not JSON, in these media types.
 * Fastify sends such a body as it is (it serializes only JSON), so the schema describes it for
 * the API docs; an error on the same route is still JSON (its own status in `response`).
 */
export function fileAnswer(
  description: string,
  mediaTypes: readonly string[],
  body: 'binary' | 'text' = 'binary',
) {
  const schema = body === 'text' ? z.string() : z.file();
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])),
  };
}

/** The media types files of these upload types are served with. */
export function mediaTypesOf(types: readonly UploadType[]): string[] {
  return [...new Set(types.map((type) => uploadTypes[type].mime))];
}
