import { itemPath } from '#contracts/content/item-paths.ts';
import { postImageField, type Post, type PostInput } from '#contracts/content/posts.ts';
import { textMaxLength } from '#contracts/content/fields.ts';
import type { ContentKind } from '#web/features/admin-content/shared/content-kind.ts';
import { slugField, titleField } from '#web/features/admin-content/shared/common-fields.ts';
import { fileOf, flagOf, textOf } from '#web/features/admin-content/shared/form-data.ts';
import { formatTime } from '#web/lib/format.ts';
import { createPost } from './api/create-post.ts';
import { deletePost } from './api/delete-post.ts';
import { listPosts } from './api/list-posts.ts';
import { updatePost } from './api/update-post.ts';

const inputOf = (data: FormData): PostInput => ({
  title: textOf(data, 'title'),
  slug: textOf(data, 'slug'),
  content: textOf(data, 'content'),
  removeImage: flagOf(data, 'removeImage'),
});

export const postsKind: ContentKind<Post> = {
  singular: 'post',
  plural: 'posts',
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
    {
      name: postImageField,
      label: 'Image',
      type: 'file',
      upload: 'image',
      removeFlag: 'removeImage',
    },
  ],
  list: listPosts,
  create: (data, onProgress) => createPost(inputOf(data), fileOf(data, postImageField), onProgress),
  update: (id, data, onProgress) =>
    updatePost(id, inputOf(data), fileOf(data, postImageField), onProgress),
  remove: deletePost,
  values: ({ title, slug, content }) => ({ title, slug: slug ?? '', content }),
  currentFile: (post) =>
    post.image
      ? { name: post.title, href: post.image.url, imageSrc: post.thumbnail ?? post.image.url }
      : undefined,
  summary: (post) => ({
    page: itemPath('gallery', post.slug),
    title: post.title,
    meta: formatTime(post.createdAt),
    text: post.content,
    imageSrc: post.thumbnail ?? undefined,
  }),
  sortKey: (post) => post.createdAt,
};
