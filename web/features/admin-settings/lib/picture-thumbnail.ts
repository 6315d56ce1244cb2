/**
 * A small copy of a picture for the Settings lists: the library's 400-pixel variant of an upload
 * (`/uploads/<id>-w1600.webp` → `-w400.webp`; the server answers any width with the variant at
 * least as wide, decision 0021); a picture that ships with the site as it is.
 */
export function pictureThumbnail(src: string): string {
  if (!src.startsWith('/uploads/')) return src;
  return src.replace(/-w\d+\.webp$/, '-w400.webp');
}
