import type { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ContentKind, UploadProgress } from './content-kind.ts';
import { fileOf, filesOf, multipart } from './form-data.ts';

/** The text fields a multipart body carries (form-data.ts `multipart`). */
type TextFields = Parameters<typeof multipart>[0];

type Addresses<T> = {
  /** GET: every item, for the tab's list. */
  listPath: string;
  listSchema: z.ZodType<T[]>;
  /** POST: a new item; some kinds keep the original site's own address for it ('/notices/add'). */
  createPath: string;
  /** PUT and DELETE of one item: `${itemPath}/${id}`. */
  itemPath: string;
  /** The answer to a create or an update. */
  savedSchema: z.ZodType<unknown>;
};

/** How a kind's form travels: JSON when it has no file, else multipart with its file field. */
type Body =
  | { inputOf: (data: FormData) => unknown; upload?: undefined }
  | {
      inputOf: (data: FormData) => TextFields;
      /** The file field; `several` for a field that takes many files at once (an album). */
      upload: { field: string; several?: boolean };
    };

export type KindClient<T extends { id: string }> = Pick<
  ContentKind<T>,
  'list' | 'create' | 'update' | 'remove'
>;

/**
 * The four API calls of one content kind, from its submitted form. Creating is silent: the form
 * shows the failure text itself (content-form.tsx). Without a chosen file an update leaves the
 * file part out, so the server keeps the current file.
 */
export function kindClient<T extends { id: string }>(config: Addresses<T> & Body): KindClient<T> {
  const itemPath = (id: string) => `${config.itemPath}/${encodeURIComponent(id)}`;

  // A JSON body leaves the progress out: it would switch apiRequest to XHR for nothing.
  const bodyOf = (data: FormData, onProgress: UploadProgress | undefined) => {
    if (!config.upload) return { json: config.inputOf(data) };
    const { field, several } = config.upload;
    const files = several
      ? { field, files: filesOf(data, field) }
      : { field, file: fileOf(data, field) };
    return { form: multipart(config.inputOf(data), files), onUploadProgress: onProgress };
  };

  return {
    list: (signal) => apiRequest(config.listPath, { schema: config.listSchema, signal }),
    create: (data, onProgress) =>
      apiRequest(config.createPath, {
        method: 'POST',
        ...bodyOf(data, onProgress),
        schema: config.savedSchema,
        silent: true,
      }),
    update: (id, data, onProgress) =>
      apiRequest(itemPath(id), {
        method: 'PUT',
        ...bodyOf(data, onProgress),
        schema: config.savedSchema,
      }),
    remove: async (id) => {
      await apiRequest(itemPath(id), { method: 'DELETE' });
    },
  };
}
