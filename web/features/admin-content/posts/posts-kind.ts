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
import type { ContentKind, KindField } from '#web/features/admin-content/shared/content-kind.ts';
import { formInputOf } from '#web/features/admin-content/shared/field-values.ts';
import { hindiFields } from '#web/features/admin-content/shared/hindi-fields.ts';
import { slugField, titleField } from '#web/features/admin-content/shared/common-fields.ts';
import { kindClient } from '#web/features/admin-content/shared/kind-client.ts';
import { formatTime } from '#web/lib/format.ts';
import { staffListSchema, type Publication } from '#contracts/content/publication.ts';
import { publicationFields } from '#web/features/admin-content/shared/publication-fields.ts';
import { itemSummary } from '#web/features/admin-content/shared/item-summary.ts';

const fields: KindField[] = [
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
];

/** The album as `photos` lists it: kept photos by id, new ones as the field's files. */
const postsClient = kindClient<Post & Publication>({
  listPath: '/admin/posts',
  listSchema: staffListSchema(postSchema),
  createPath: '/posts',
  itemPath: '/posts',
  savedSchema: postSavedSchema,
  inputOf: formInputOf<PostInput>(fields),
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
  fields,
  ...postsClient,
  currentAlbum: (post) => ({
    photos: post.images.map((photo) => ({ id: photo.id, src: photo.thumbnail, alt: photo.alt })),
    coverId: post.coverId,
  }),
  summary: (post) => ({
    ...itemSummary(post, 'content'),
    page: itemPath('gallery', post.slug),
    meta: formatTime(post.createdAt),
    imageSrc: post.thumbnail ?? undefined,
  }),
  sortKey: (post) => post.createdAt,
};
