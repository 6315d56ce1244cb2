import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { tooLargeMessage, uploadLimits, type UploadKind } from '#contracts/content/uploads.ts';
import { controlCharacterError, findControlCharacter } from '#server/lib/control-characters.ts';
import { HttpError, validationError } from '#server/lib/http-errors.ts';
import {
  validateUpload,
  type UploadOptions,
  type ValidatedUpload,
} from '#server/files/validate-upload.ts';

/** UTF-8 needs up to 3 bytes a character for Indian scripts; the schemas bound the characters. */
const maxFieldBytes = 40_000;
/**
 * Text fields a form takes unless its spec says more: a notice has 11 (its English and Hindi
 * texts, schedule, audiences). The admission application asks for its own (read-admission-form.ts).
 */
const defaultMaxFields = 16;
/** Multipart framing around the files: headers, boundaries and the text fields. */
const envelopeBytes = (maxFields: number) => maxFields * maxFieldBytes + 64 * 1024;

/** What one form takes, when it differs from the defaults of its kind of file. */
export type FormLimits = {
  /** Each file's limit, below its kind's (uploadLimits): the reader stops there. */
  maxFileBytes?: number;
  /** Text fields, when more than the default. */
  maxFields?: number;
};

export type FormSpec<T extends z.ZodType> = {
  schema: T;
  fileField: string;
  kind: UploadKind;
  /**
   * A form taking several files (a gallery album's photos): how many at most, and the other
   * field names they may come in (the original client's `image`, decision 0014).
   */
  files?: { max: number; otherFields: string[] };
} & FormLimits &
  UploadOptions;
export type ParsedForm<T> = {
  fields: T;
  /** The first file, for the forms that take one. */
  upload: ValidatedUpload | undefined;
  /** Every file, in the order sent, and the field each came in. */
  uploads: Array<ValidatedUpload & { field: string }>;
};

const malformedForm = () =>
  new HttpError(400, 'The form data could not be read. Please send it again.');

/** Upper bound for the whole request body of a form with this kind of file. */
export function formBodyLimit(kind: UploadKind, files = 1, limits: FormLimits = {}): number {
  const fileBytes = limits.maxFileBytes ?? uploadLimits[kind].maxBytes;
  return files * fileBytes + envelopeBytes(limits.maxFields ?? defaultMaxFields);
}

const fieldsLimitMessage = (maxFields: number) =>
  `The form has more fields than it takes (at most ${maxFields}). Please send it from the school's page.`;

async function readMultipart(request: FastifyRequest, spec: FormSpec<z.ZodType>) {
  const fields: Record<string, string> = {};
  const found: Array<{ bytes: Buffer; fileName: string; field: string }> = [];
  const fileFields = [spec.fileField, ...(spec.files?.otherFields ?? [])];
  const maxFiles = spec.files?.max ?? 1;
  const maxFields = spec.maxFields ?? defaultMaxFields;
  const tooLarge = tooLargeMessage(spec.kind, spec.maxFileBytes);
  // The file being read when the reader stops: the refusal names its field.
  let fileField = spec.fileField;
  const parts = request.parts({
    // Keep the name as sent so a name with a path is refused, not silently shortened.
    preservePath: true,
    limits: {
      fileSize: spec.maxFileBytes ?? uploadLimits[spec.kind].maxBytes,
      // A form of several files takes one more than allowed, to say what was wrong.
      files: spec.files ? maxFiles + 1 : 1,
      fields: maxFields,
      parts: maxFields + maxFiles + 1,
      fieldSize: maxFieldBytes,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new HttpError(400, `${part.fieldname}: too long.`, [
            { field: part.fieldname, message: 'Too long.' },
          ]);
        const value = String(part.value);
        const finding = findControlCharacter({ [part.fieldname]: value }, true);
        if (finding) throw controlCharacterError(finding);
        fields[part.fieldname] = value;
      } else if (!fileFields.includes(part.fieldname)) {
        throw new HttpError(400, `Unexpected file field "${part.fieldname}".`, [
          { field: part.fieldname, message: `Send the file as "${spec.fileField}".` },
        ]);
      } else {
        fileField = part.fieldname;
        const bytes = await part.toBuffer();
        if (part.file.truncated)
          throw new HttpError(413, tooLarge, [{ field: fileField, message: tooLarge }]);
        // A browser sends an empty part when no file was chosen.
        if (part.filename || bytes.length > 0) {
          found.push({ bytes, fileName: part.filename ?? '', field: part.fieldname });
          if (found.length > maxFiles) {
            const message = `Please send at most ${maxFiles} files at a time.`;
            throw new HttpError(400, message, [{ field: spec.fileField, message }]);
          }
        }
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, tooLarge, [{ field: fileField, message: tooLarge }]);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(413, fieldsLimitMessage(maxFields));
    // The parser throws plain errors ("Unexpected end of multipart data") for a broken body.
    if (!(error as { statusCode?: number }).statusCode) throw malformedForm();
    throw error;
  }
  return { fields, files: found };
}

/**
 * Reads a form sent as multipart (or as JSON when there is no file), validates the text fields
 * and the file, and only then returns: nothing is written before every check has passed.
 */
export async function readForm<T extends z.ZodType>(
  request: FastifyRequest,
  spec: FormSpec<T>,
): Promise<ParsedForm<z.output<T>>> {
  const declaredLength = Number(request.headers['content-length'] ?? 0);
  if (declaredLength > formBodyLimit(spec.kind, spec.files?.max, spec))
    throw new HttpError(413, tooLargeMessage(spec.kind, spec.maxFileBytes));

  const { fields, files } = request.isMultipart()
    ? await readMultipart(request, spec)
    : { fields: request.body ?? {}, files: [] };
  const parsed = spec.schema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error.issues);
  const uploads: ParsedForm<unknown>['uploads'] = [];
  for (const file of files) {
    try {
      const checked = await validateUpload(file, spec.kind, file.field, {
        rasteriseSvg: spec.rasteriseSvg,
      });
      uploads.push({ ...checked, field: file.field });
    } catch (error) {
      throw files.length > 1 ? namingTheFile(error, file.fileName) : error;
    }
  }
  return { fields: parsed.data, upload: uploads[0], uploads };
}

/** Of several files, the refusal says which one: "sports-day.pdf: This file type is not …". */
function namingTheFile(error: unknown, fileName: string): unknown {
  if (!(error instanceof HttpError)) return error;
  const name = fileName.trim() || 'A file without a name';
  return new HttpError(
    error.statusCode,
    `${name}: ${error.message}`,
    error.errors?.map((entry) => ({ ...entry, message: `${name}: ${entry.message}` })),
  );
}
