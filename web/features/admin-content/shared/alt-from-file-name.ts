/**
 * A first description of a photo from its file name, for staff to correct: "annual-day_stage.jpg"
 * becomes "annual day stage". Camera names ("IMG_2041") are left as they are; staff see them.
 */
export function altFromFileName(fileName: string): string {
  return fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
