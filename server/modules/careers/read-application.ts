import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  resumeField,
  resumeRules,
  resumeTooLargeMessage,
  resumeTypeMessage,
} from '#contracts/inbox.ts';
import { uploadLimits } from '#contracts/content/uploads.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { formBodyLimit, readForm } from '../uploads/read-form.ts';
import type { ValidatedUpload } from '../uploads/validate-upload.ts';

/** Room for the text fields and multipart framing around the resume (same as other document forms). */
const envelopeBytes = formBodyLimit('document') - uploadLimits.document.maxBytes;
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
    form = await readForm(request, { schema: anyFields, fileField: resumeField, kind: 'document' });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413) throw tooLarge();
    if (error instanceof HttpError && error.statusCode === 415) throw wrongType();
    throw error;
  }
  const resume = form.upload;
  if (resume && resume.bytes.length > resumeRules.maxBytes) throw tooLarge();
  if (resume && !resumeRules.types.includes(resume.type)) throw wrongType();
  return { fields: form.fields, resume };
}
