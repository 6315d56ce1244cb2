import {
  albumPlanSchema,
  maxPhotosPerAlbum,
  type AlbumPhotoPlan,
} from '#contracts/content/posts.ts';
import { HttpError, validationError } from '#server/lib/http-errors.ts';

/** A photo sent with a save, and the form field it came in. */
export type SentPhoto = { field: string };

const refused = (message: string) => new HttpError(400, message, [{ field: 'photos', message }]);

/**
 * The album a save asks for, checked before any file is stored: the `photos` field read as JSON
 * (contracts/content/posts.ts), each upload placed once and at most one cover. Undefined when
 * the save sends no list (then post-photos.ts keeps, replaces or adds as the field names say).
 */
export function albumPlanOf(
  text: string | undefined,
  uploads: readonly SentPhoto[],
): AlbumPhotoPlan[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refused('The list of photos could not be read. Please send it again.');
  }
  const parsed = albumPlanSchema.safeParse(json);
  if (!parsed.success)
    throw validationError(
      parsed.error.issues.map((issue) => ({ ...issue, path: ['photos', ...issue.path] })),
    );
  const plan = parsed.data;
  const placed = plan.flatMap((photo) => ('upload' in photo ? [photo.upload] : []));
  if (placed.some((index) => index >= uploads.length))
    throw refused('The list of photos names a photo that was not sent.');
  if (new Set(placed).size !== placed.length)
    throw refused('The list of photos names one sent photo twice.');
  const kept = plan.flatMap((photo) => ('id' in photo ? [photo.id] : []));
  if (new Set(kept).size !== kept.length)
    throw refused('The list of photos names one photo twice.');
  if (plan.filter((photo) => photo.cover).length > 1)
    throw refused('Please choose only one cover photo.');
  // Photos sent but not listed follow the listed ones, in the order sent.
  const unplaced = uploads.map((_, index) => index).filter((index) => !placed.includes(index));
  const whole = [...plan, ...unplaced.map((upload) => ({ upload }))];
  if (whole.length > maxPhotosPerAlbum)
    throw refused(`An album holds at most ${maxPhotosPerAlbum} photos.`);
  return whole;
}
