import { itemPath } from '#contracts/content/item-paths.ts';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import {
  postImagesField,
  postSavedSchema,
  postSchema,
  type Post,
  type PostInput,
} from '#contracts/content/posts.ts';
import { textMaxLength } from '#contracts/content/fields.ts';
import type { ContentKind } from '#web/features/admin-content/shared/content-kind.ts';
import {
  hindiFields,
  hindiInputOf,
  hindiNote,
  hindiValues,
} from '#web/features/admin-content/shared/hindi-fields.ts';
import { slugField, titleField } from '#web/features/admin-content/shared/common-fields.ts';
import { textOf } from '#web/features/admin-content/shared/form-data.ts';
import { kindClient } from '#web/features/admin-content/shared/kind-client.ts';
import { formatTime } from '#web/lib/format.ts';
import { staffListSchema, type Publication } from '#contracts/content/publication.ts';
import {
  publicationFields,
  publicationInputOf,
  publicationNote,
  publicationValues,
} from '#web/features/admin-content/shared/publication-fields.ts';

const inputOf = (data: FormData): PostInput => ({
  title: textOf(data, 'title'),
  slug: textOf(data, 'slug'),
  content: textOf(data, 'content'),
  ...hindiInputOf(data, 'content'),
  photos: textOf(data, 'photos'),
  ...publicationInputOf(data),
});

/** The album as `photos` lists it: kept photos by id, new ones as the field's files. */
const postsClient = kindClient<Post & Publication>({
  listPath: '/admin/posts',
  listSchema: staffListSchema(postSchema),
  createPath: '/posts',
  itemPath: '/posts',
  savedSchema: postSavedSchema,
  inputOf,
  upload: { field: postImagesField, several: true },
});

export const postsKind: ContentKind<Post & Publication> = {
  singular: 'post',
  plural: 'posts',
  records: 'posts',
  form: {
    heading: 'Create New Post',
    texts: {
      submit: 'Submit',
      submitting: 'Submitting...',
      success: 'Form submitted successfully!',
      failure: errorText,
    },
    link: { to: '/admin/gallery-dashboard', label: 'Go to Gallery Dashboard' },
  },
  fields: [
    titleField,
    slugField,
    {
      key: 'content',
      label: 'Content',
      kind: 'textarea',
      maxLength: textMaxLength,
    },
    ...hindiFields('content', 'Content'),
    { key: 'photos', label: 'Photos', kind: 'album', errorFields: [postImagesField, 'image'] },
    ...publicationFields,
  ],
  ...postsClient,
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
