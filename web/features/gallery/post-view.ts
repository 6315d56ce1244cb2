import { itemPath } from '#contracts/content/item-paths.ts';
import type { Post } from '#contracts/content/posts.ts';
import { photoViewsOf, type PhotoView } from '#web/lib/photo-views.ts';

/** What a gallery card and its overlay show, with the original site's fallbacks already applied. */
export type PostView = {
  key: string;
  /** The post's own page. */
  href: string;
  title: string;
  text: string;
  /** Staff's Hindi, shown on Hindi pages where written. */
  titleHi: string | null;
  textHi: string | null;
  thumbnail: string;
  image: { src: string; srcSet?: string; width: number; height: number };
  /** The album's photos in order (the cover among them); the overlay steps through them. */
  photos: PhotoView[];
  /** How many photos the album holds (0 for a post without any). */
  photoCount: number;
};

/** Shown when a post has no picture: a calm drawing of a picture frame in the school colours. */
export const placeholderImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250"><rect width="400" height="250" fill="#e6eef2"/>' +
      '<rect x="150" y="80" width="100" height="90" rx="8" fill="none" stroke="#0b4f6c" stroke-width="6"/>' +
      '<circle cx="178" cy="108" r="9" fill="#b45309"/><path d="M156 162l32-34 22 22 14-12 22 24z" fill="#0b4f6c"/></svg>',
  );

export const defaultValueText =
  'Our students live the school values of respect, integrity and excellence every day, in class, on the field and in the community.';

/**
 * Spec fallbacks: no id uses the list index, no thumbnail a placeholder image, no title
 * "Value {n}", no content a default description of a school value.
 */
export function toPostView(post: Partial<Post>, index: number): PostView {
  const thumbnail = post.thumbnail || post.image?.url || placeholderImage;
  const image = post.image
    ? {
        src: post.image.url,
        srcSet: post.image.srcset || undefined,
        width: post.image.width,
        height: post.image.height,
      }
    : { src: thumbnail, width: 800, height: 500 };
  const photos = photoViewsOf(post);
  return {
    key: post._id || post.id || String(index),
    href: post.slug ? itemPath('gallery', post.slug) : '/gallery',
    title: post.title?.trim() || `Value ${index + 1}`,
    text: post.content?.trim() || defaultValueText,
    titleHi: post.titleHi?.trim() || null,
    textHi: post.contentHi?.trim() || null,
    thumbnail,
    image,
    // A post without photos (or from a client that sends none) shows its one picture.
    photos: photos.length > 0 ? photos : [{ key: 'image', ...image, alt: '' }],
    photoCount: photos.length,
  };
}
