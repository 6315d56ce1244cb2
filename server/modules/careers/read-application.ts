import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  resumeField,
  resumeRules,
  resumeTooLargeMessage,
  resumeTypeMessage,
} from '#contracts/inbox.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { formBodyLimit, readForm } from '#server/http/read-form.ts';
import { validateUpload, type ValidatedUpload } from '#server/files/validate-upload.ts';

/** Room for the text fields and multipart framing around the resume (same as other document forms). */
const envelopeBytes =
  formBodyLimit('document', 1, { maxFileBytes: resumeRules.maxBytes }) - resumeRules.maxBytes;
const anyFields = z.record(z.string(), z.unknown());

const tooLarge = () =>
  new HttpError(413, resumeTooLargeMessage, [
    { field: resumeField, message: resumeTooLargeMessage },
  ]);
const wrongType = () =>
  new HttpError(415, resumeTypeMessage, [{ field: resumeField, message: resumeTypeMessage }]);

/**
 * Reads an application (multipart, or JSON without a resume) through the shared upload checks
 * (safe name, type proven by content, DOCX zip check, no markup), then narrows them to a resume:
 * 5 MB and PDF/DOC/DOCX only, with messages about the resume rather than documents in general.
 * The text fields are returned unvalidated so the caller can look at the honeypot first.
 */
export async function readApplication(
  request: FastifyRequest,
): Promise<{ fields: unknown; resume: ValidatedUpload | undefined }> {
  if (Number(request.headers['content-length'] ?? 0) > resumeRules.maxBytes + envelopeBytes)
    throw tooLarge();
  let form;
  try {
    // The reader stops at the resume's 5 MB, not at 20 MB of any document (read-form.ts).
    form = await readForm(request, {
      schema: anyFields,
      fileField: resumeField,
      kind: 'document',
      maxFileBytes: resumeRules.maxBytes,
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413) throw tooLarge();
    if (error instanceof HttpError && error.statusCode === 415) throw wrongType();
    throw error;
  }
  const resume = form.upload && narrowToResume(form.upload);
  return { fields: form.fields, resume };
}

/** A document upload that passed the shared checks, held to the resume's size and types. */
function narrowToResume(upload: ValidatedUpload): ValidatedUpload {
  if (upload.bytes.length > resumeRules.maxBytes) throw tooLarge();
  if (!resumeRules.types.includes(upload.type)) throw wrongType();
  return upload;
}

/**
 * The same checks for a resume the careers page's action received (public-forms.ts): the page
 * reads the form itself, and hands the file over as it arrived.
 */
export async function validateResume(file: {
  bytes: Buffer;
  fileName: string;
}): Promise<ValidatedUpload> {
  if (file.bytes.length > resumeRules.maxBytes) throw tooLarge();
  try {
    return narrowToResume(await validateUpload(file, 'document', resumeField));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413) throw tooLarge();
    if (error instanceof HttpError && error.statusCode === 415) throw wrongType();
    throw error;
  }
}
