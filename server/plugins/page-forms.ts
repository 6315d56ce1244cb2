import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { admissionDocuments, reuploadFileField } from '#contracts/admissions.ts';
import { resumeField, resumeRules } from '#contracts/inbox.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { controlCharacterError, findControlCharacter } from '#server/lib/control-characters.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { publicAccess } from '#server/lib/route-access.ts';
import { pageUrl } from './page-url.ts';
import type { RenderedPage } from './render-page.ts';

/**
 * A form without a file, urlencoded or multipart: the longest, the contact form, holds 5,000
 * characters of message, up to 9 bytes each once a Hindi letter is percent-encoded.
 */
const textFormBytes = 128 * 1024;
const maxFields = 32;
const maxFieldBytes = 40_000;

/** The files a page's form may carry: which fields, how many, and the limit of each. */
type FileAllowance = { fields: readonly string[]; maxFiles: number; maxBytes: number };

/** An admission document, like the API's (read-admission-form.ts): 5 MB each. */
const admissionDocumentBytes = 5 * 1024 * 1024;

/**
 * The pages whose form carries files: the careers resume, the admission application (one file
 * per document) and the status page's document sent again, each under the API's limits.
 */
function filesOf(path: string): FileAllowance | undefined {
  if (/(^|\/)careers$/.test(path))
    return { fields: [resumeField], maxFiles: 1, maxBytes: resumeRules.maxBytes };
  if (/(^|\/)admissions\/apply$/.test(path))
    return {
      fields: admissionDocuments,
      maxFiles: admissionDocuments.length,
      maxBytes: admissionDocumentBytes,
    };
  if (/(^|\/)admissions\/status$/.test(path))
    return { fields: [reuploadFileField], maxFiles: 1, maxBytes: admissionDocumentBytes };
  return undefined;
}

/** Room for a form's text fields and the multipart framing around its files. */
const formBytesOf = (files: FileAllowance | undefined) =>
  files ? files.maxFiles * files.maxBytes + textFormBytes : textFormBytes;

const tooLarge = () => new HttpError(413, 'The form is too large to be sent.');
const malformed = () =>
  new HttpError(400, 'The form data could not be read. Please send it again.');

/** An urlencoded body as fields: a name sent more than once (ticked boxes) keeps every value. */
function fieldsOf(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const known = fields[name];
    fields[name] =
      known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return fields;
}

/**
 * A multipart form as the FormData the page's action reads. A file over the limit is kept
 * truncated at one byte past it, so the action's check refuses it beside its field (the
 * page shows why) instead of the request failing as a whole.
 */
async function readMultipart(request: FastifyRequest, files: FileAllowance | undefined) {
  const form = new FormData();
  const options = {
    throwFileSizeLimit: false,
    limits: {
      fileSize: (files?.maxBytes ?? 0) + 1,
      files: files?.maxFiles ?? 0,
      fields: maxFields,
      parts: maxFields + (files?.maxFiles ?? 1),
      fieldSize: maxFieldBytes,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  };
  const parts = request.parts(options);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw tooLarge();
        const value = String(part.value);
        const finding = findControlCharacter({ [part.fieldname]: value }, true);
        if (finding) throw controlCharacterError(finding);
        form.append(part.fieldname, value);
      } else {
        const bytes = await part.toBuffer();
        // A browser sends an empty part when no file was chosen.
        if (!files?.fields.includes(part.fieldname) || (!part.filename && bytes.length === 0))
          continue;
        form.append(part.fieldname, new File([new Uint8Array(bytes)], part.filename ?? ''));
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    // The parser throws plain errors ("Unexpected end of multipart data") for a broken body.
    if (!status) throw malformed();
    throw error;
  }
  return form;
}

function formDataOf(fields: unknown): FormData {
  const form = new FormData();
  if (!fields || typeof fields !== 'object') return form;
  for (const [name, value] of Object.entries(fields as Record<string, string | string[]>))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  return form;
}

/**
 * The pages whose route has an action answer POST: the public forms sent by a browser that runs
 * no script (decision 0026). Each is a route of its own (public, in the route table, so the
 * tests that cover every route cover these), takes urlencoded or multipart bodies only, and its
 * answer, which holds one visitor's input, is never cached. Cross-site POSTs are refused before
 * this, like every write (refuse-cross-site-writes.ts).
 */
export async function registerPageForms(
  app: FastifyInstance,
  options: {
    actionPaths: string[];
    render: (target: string, clientKey: string, form: FormData) => Promise<RenderedPage>;
    send: (reply: FastifyReply, page: RenderedPage) => FastifyReply;
  },
): Promise<void> {
  if (options.actionPaths.length === 0) return;
  await app.register(async (scope) => {
    // What a browser's form sends; JSON and text are the API's, answered 415 here.
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: textFormBytes },
      (_request, body, done) => done(null, fieldsOf(String(body))),
    );
    for (const url of options.actionPaths) {
      const files = filesOf(url);
      scope.post(url, { config: publicAccess, schema: { hide: true } }, async (request, reply) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > formBytesOf(files)) throw tooLarge();
        const form = request.isMultipart()
          ? await readMultipart(request, files)
          : formDataOf(request.body);
        // The page's own path (the route's), whatever spelling reached it ('//contact').
        const search = new URL(request.url.replace(/^\/+/, '/'), 'http://site.invalid').search;
        const target = pageUrl(new URL(url + search, 'http://site.invalid'));
        const page = await options.render(target, clientAddressKey(request.ip), form);
        return options.send(reply, page);
      });
    }
  });
}
