import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  admissionDocumentKinds,
  admissionDocumentLabels,
  admissionDocuments,
  type AdmissionDocument,
} from '#contracts/admissions.ts';
import { tooLargeMessage, type UploadType } from '#contracts/content/uploads.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { formBodyLimit, readForm, type FormLimits } from '#server/http/read-form.ts';
import { validateUpload, type ValidatedUpload } from '#server/files/validate-upload.ts';

const megabyte = 1024 * 1024;
/** Each document: a scan or a phone photo of a page is well under this. */
export const documentMaxBytes = 5 * megabyte;
/**
 * The reader stops a document at 5 MB, not at the 20 MB of documents in general. The
 * application has 21 text fields with the honeypot, more than the other forms' 16.
 */
const documentLimit = { maxFileBytes: documentMaxBytes } satisfies FormLimits;
const applicationForm = { ...documentLimit, maxFields: 24 } satisfies FormLimits;
const tooLarge = tooLargeMessage('document', documentMaxBytes);
const pictures: UploadType[] = ['jpeg', 'png', 'webp', 'gif', 'avif'];
const documentTypes: Record<'image' | 'document', UploadType[]> = {
  image: pictures,
  document: ['pdf', ...pictures],
};
const anyFields = z.record(z.string(), z.unknown());

export type AdmissionUploads = Partial<Record<AdmissionDocument, ValidatedUpload>>;

const refusal = (
  status: number,
  document: AdmissionDocument,
  message: string,
  field: string = document,
) =>
  new HttpError(status, `${admissionDocumentLabels[document].en}: ${message}`, [
    { field, message },
  ]);

/**
 * The document checks of career resumes (read-form.ts, validate-upload.ts: safe name, type
 * proven by content, no markup), held to 5 MB each (by the reader), a PDF or a picture, and the
 * child's photo a picture. Pictures are re-encoded when stored, which drops EXIF and GPS
 * (image-jobs.ts in server/lib/images).
 */
function narrowed(
  document: AdmissionDocument,
  upload: ValidatedUpload,
  field: string = document,
): ValidatedUpload {
  const kind = admissionDocumentKinds[document];
  if (!documentTypes[kind].includes(upload.type))
    throw refusal(
      415,
      document,
      kind === 'image'
        ? 'Please upload a photo (JPEG, PNG or WebP).'
        : 'Please upload a PDF or a photo of the page.',
      field,
    );
  return upload;
}

/** A document the reader stopped at its limit is named: "Birth certificate: The file is too large…". */
async function namingTheDocument<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const field =
      error instanceof HttpError && error.statusCode === 413 ? error.errors?.[0]?.field : undefined;
    const document = admissionDocuments.find((id) => id === field);
    if (document) throw refusal(413, document, tooLarge);
    throw error;
  }
}

/**
 * Reads a multipart form whose files come one per document id (`birth-certificate`, `photo` …),
 * at most one each. Text fields are returned unvalidated, so the caller sees the honeypot first.
 */
export async function readAdmissionForm(
  request: FastifyRequest,
  allowed: readonly AdmissionDocument[] = admissionDocuments,
): Promise<{ fields: Record<string, unknown>; uploads: AdmissionUploads }> {
  const max = allowed.length;
  if (
    Number(request.headers['content-length'] ?? 0) > formBodyLimit('document', max, applicationForm)
  )
    throw new HttpError(413, 'The documents are too large. The limit is 5 MB each.');
  const [first, ...others] = allowed as [AdmissionDocument, ...AdmissionDocument[]];
  const form = await namingTheDocument(() =>
    readForm(request, {
      schema: anyFields,
      fileField: first,
      kind: 'document',
      files: { max, otherFields: others },
      ...applicationForm,
    }),
  );
  const uploads: AdmissionUploads = {};
  for (const upload of form.uploads) {
    const document = upload.field as AdmissionDocument;
    if (uploads[document]) throw refusal(400, document, 'Please send each document once.');
    const { field: _field, ...file } = upload;
    uploads[document] = narrowed(document, file);
  }
  return { fields: form.fields, uploads };
}

/** The status page's form to send one document again: `token`, `document` and the part `file`. */
export async function readResentDocument(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; upload: ValidatedUpload | undefined }> {
  if (Number(request.headers['content-length'] ?? 0) > formBodyLimit('document', 1, documentLimit))
    throw new HttpError(413, 'The document is too large. The limit is 5 MB.');
  const form = await readForm(request, {
    schema: anyFields,
    fileField: 'file',
    kind: 'document',
    ...documentLimit,
  });
  const document = form.fields.document;
  const known = admissionDocuments.find((id) => id === document);
  return {
    fields: form.fields,
    upload: form.upload && known ? narrowed(known, form.upload) : undefined,
  };
}

/**
 * The same checks for a document a page's action received (public-admissions.ts): the page reads
 * the form itself and hands each file over as it arrived, named by its document id.
 */
export async function validateAdmissionDocument(
  document: AdmissionDocument,
  file: { bytes: Buffer; fileName: string },
  field: string = document,
): Promise<ValidatedUpload> {
  if (file.bytes.length > documentMaxBytes) throw refusal(413, document, tooLarge, field);
  return narrowed(document, await validateUpload(file, 'document', field), field);
}
