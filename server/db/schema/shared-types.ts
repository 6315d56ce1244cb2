/** Column value types that both dialect schemas share, so code above the repositories sees one shape. */
export type ImageVariant = { width: number; height: number; byteSize: number; storedName: string };

export const fileKinds = ['image', 'document'] as const;
export type FileKind = (typeof fileKinds)[number];

export type { AuditAction } from '#contracts/content/audit.ts';
