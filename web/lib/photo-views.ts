import type { Post } from '#contracts/content/posts.ts';

/** One photo of a gallery album as the overlay and the album's own page show it. */
export type PhotoView = {
  key: string;
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  /** Staff's words for what it shows; empty says it is decoration. */
  alt: string;
};

/** The album's photos in order, the cover among them. */
export const photoViewsOf = (post: Partial<Pick<Post, 'images'>>): PhotoView[] =>
  (post.images ?? []).map((photo) => ({
    key: photo.id,
    src: photo.url,
    srcSet: photo.srcset || undefined,
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
  }));
