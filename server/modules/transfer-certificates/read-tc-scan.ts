import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tcScanField, tcScanTypeMessage } from '#contracts/transfer-certificates.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { readForm } from '#server/http/read-form.ts';
import type { ValidatedUpload } from '#server/files/validate-upload.ts';

const noFields = z.object({}).strict();

const wrongType = () =>
  new HttpError(415, tcScanTypeMessage, [{ field: tcScanField, message: tcScanTypeMessage }]);

/**
 * Reads the scanned TC through the shared upload checks (safe name, size, type proven by content),
 * then narrows them to a PDF, the form CBSE's TCs are filed in.
 */
export async function readTcScan(request: FastifyRequest): Promise<ValidatedUpload> {
  if (!request.isMultipart()) throw wrongType();
  let form;
  try {
    form = await readForm(request, { schema: noFields, fileField: tcScanField, kind: 'document' });
  } catch (error) {
    // Another type of document, or a name that does not match the content.
    if (error instanceof HttpError && error.statusCode === 415) throw wrongType();
    throw error;
  }
  if (!form.upload)
    throw new HttpError(400, 'Choose the scanned TC (a PDF file).', [
      { field: tcScanField, message: 'Choose the scanned TC (a PDF file).' },
    ]);
  if (form.upload.type !== 'pdf') throw wrongType();
  return form.upload;
}
