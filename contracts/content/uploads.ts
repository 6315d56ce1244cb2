/**
 * Accepted upload types and limits, shared so the browser refuses what the server would refuse.
 * The server decides the type from the file's content; the browser can only check name and size.
 */
export const uploadTypes = {
  jpeg: { label: 'JPEG', mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], image: true },
  png: { label: 'PNG', mime: 'image/png', extensions: ['.png'], image: true },
  webp: { label: 'WebP', mime: 'image/webp', extensions: ['.webp'], image: true },
  gif: { label: 'GIF', mime: 'image/gif', extensions: ['.gif'], image: true },
  avif: { label: 'AVIF', mime: 'image/avif', extensions: ['.avif'], image: true },
  pdf: { label: 'PDF', mime: 'application/pdf', extensions: ['.pdf'], image: false },
  doc: { label: 'DOC', mime: 'application/msword', extensions: ['.doc'], image: false },
  docx: {
    label: 'DOCX',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
    image: false,
  },
} as const;
export type UploadType = keyof typeof uploadTypes;

/** What a form field takes: pictures (news, gallery) or documents (notices, disclosures). */
export type UploadKind = 'image' | 'document';

const megabyte = 1024 * 1024;
export const uploadLimits = {
  image: { maxBytes: 10 * megabyte, maxPixels: 40_000_000 },
  document: { maxBytes: 20 * megabyte },
} as const;

export const acceptedTypes: Record<UploadKind, UploadType[]> = {
  image: ['jpeg', 'png', 'webp', 'gif', 'avif'],
  document: ['pdf', 'doc', 'docx', 'jpeg', 'png', 'webp', 'gif', 'avif'],
};

/** Value for an `<input type="file" accept>` attribute. */
export function acceptAttribute(kind: UploadKind): string {
  return acceptedTypes[kind]
    .flatMap((type) => [...uploadTypes[type].extensions, uploadTypes[type].mime])
    .join(',');
}

export function unsupportedTypeMessage(kind: UploadKind): string {
  const labels = acceptedTypes[kind].map((type) => uploadTypes[type].label);
  return `This file type is not accepted. Please upload ${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}.`;
}

/** A form may take less than its kind allows (an admission document: 5 MB). */
export function tooLargeMessage(kind: UploadKind, maxBytes: number = uploadLimits[kind].maxBytes) {
  return `The file is too large. The limit is ${maxBytes / megabyte} MB.`;
}

export const tooManyPixelsMessage = `The image is too large. The limit is ${uploadLimits.image.maxPixels / 1_000_000} megapixels.`;

export function typeFromFileName(name: string): UploadType | undefined {
  const extension = /\.[^.]+$/.exec(name.toLowerCase())?.[0];
  if (!extension) return undefined;
  return (Object.keys(uploadTypes) as UploadType[]).find((type) =>
    (uploadTypes[type].extensions as readonly string[]).includes(extension),
  );
}

/** The browser's early check (name and size); undefined when the file may be sent. */
export function checkFileBeforeUpload(
  file: { name: string; size: number },
  kind: UploadKind,
): string | undefined {
  const type = typeFromFileName(file.name);
  if (!type || !acceptedTypes[kind].includes(type)) return unsupportedTypeMessage(kind);
  if (file.size === 0) return 'The file is empty.';
  if (file.size > uploadLimits[kind].maxBytes) return tooLargeMessage(kind);
  return undefined;
}
