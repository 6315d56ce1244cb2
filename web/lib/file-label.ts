import { uploadTypes } from '#contracts/content/uploads.ts';

/** 'PDF', 'DOCX', 'JPEG'... from the MIME type, else from the file name's extension. */
export function fileTypeLabel(mime: string | undefined, name: string | undefined): string {
  const known = Object.values(uploadTypes).find((type) => type.mime === mime);
  if (known) return known.label;
  const extension = /\.([a-z0-9]+)$/i.exec(name ?? '')?.[1];
  return extension ? extension.toUpperCase() : 'File';
}

/** '820 B', '120 KB', '2.4 MB' (base 1024, as the size a visitor's computer will show). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 'PDF, 120 KB' for an attachment link. */
export function attachmentLabel(file: {
  fileType?: string;
  fileName?: string;
  fileSize?: number;
}): string {
  const type = fileTypeLabel(file.fileType, file.fileName);
  return file.fileSize === undefined ? type : `${type}, ${formatFileSize(file.fileSize)}`;
}
