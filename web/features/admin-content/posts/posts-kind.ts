import { itemPath } from '#contracts/content/item-paths.ts';
import { postImagesField, type Post, type PostInput } from '#contracts/content/posts.ts';
import { textMaxLength } from '#contracts/content/fields.ts';
import type { ContentKind } from '#web/features/admin-content/shared/content-kind.ts';
import {
  hindiFields,
  hindiInputOf,
  hindiNote,
  hindiValues,
} from '#web/features/admin-content/shared/hindi-fields.ts';
import { slugField, titleField } from '#web/features/admin-content/shared/common-fields.ts';
import { filesOf, textOf } from '#web/features/admin-content/shared/form-data.ts';
import { formatTime } from '#web/lib/format.ts';
import type { Publication } from '#contracts/content/publication.ts';
import {
  publicationFields,
  publicationInputOf,
  publicationNote,
  publicationValues,
} from '#web/features/admin-content/shared/publication-fields.ts';
import { createPost } from './api/create-post.ts';
import { deletePost } from './api/delete-post.ts';
import { listPosts } from './api/list-posts.ts';
import { updatePost } from './api/update-post.ts';

const inputOf = (data: FormData): PostInput => ({
  title: textOf(data, 'title'),
  slug: textOf(data, 'slug'),
  content: textOf(data, 'content'),
  ...hindiInputOf(data, 'content'),
  photos: textOf(data, 'photos'),
  ...publicationInputOf(data),
});

export const postsKind: ContentKind<Post & Publication> = {
  singular: 'post',
  plural: 'posts',
  records: 'posts',
  fields: [
    titleField,
    slugField,
    {
      name: 'content',
      label: 'Content',
      type: 'textarea',
      required: true,
      maxLength: textMaxLength,
    },
    ...hindiFields('content', 'Content'),
    { name: 'photos', label: 'Photos', type: 'album', errorFields: [postImagesField, 'image'] },
    ...publicationFields,
  ],
  list: listPosts,
  create: (data, onProgress) =>
    createPost(inputOf(data), filesOf(data, postImagesField), onProgress),
  update: (id, data, onProgress) =>
    updatePost(id, inputOf(data), filesOf(data, postImagesField), onProgress),
  remove: deletePost,
  values: (post) => ({
    title: post.title,
    slug: post.slug,
    content: post.content,
    ...hindiValues(post, 'content'),
    ...publicationValues(post),
  }),
  currentAlbum: (post) => ({
    photos: post.images.map((photo) => ({ id: photo.id, src: photo.thumbnail, alt: photo.alt })),
    coverId: post.coverId,
  }),
  summary: (post) => ({
    hindi: hindiNote(post, 'content'),
    page: itemPath('gallery', post.slug),
    title: post.title,
    meta: formatTime(post.createdAt),
    text: post.content,
    imageSrc: post.thumbnail ?? undefined,
    status: publicationNote(post),
  }),
  sortKey: (post) => post.createdAt,
};
