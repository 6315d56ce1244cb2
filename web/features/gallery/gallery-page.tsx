import type { Post } from '#contracts/content/posts.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Section } from '#web/components/ui/section.tsx';
import type { ListPage } from '#web/lib/paginate.ts';
import { PostGallery } from './components/post-gallery.tsx';

export const gallerySeo = {
  title: 'Gallery',
  description:
    'Photographs of school life: our values in action in classrooms, labs, sports, celebrations and community service.',
  path: '/gallery',
};

export function GalleryPage({ posts }: { posts: ListPage<Post> }) {
  return (
    <>
      <PageHero
        eyebrow="School life"
        title="Gallery"
        lead="Our school values in action. Choose a picture to see it larger."
      />
      <Section>
        <PostGallery posts={posts.items} />
        <Pagination page={posts.page} pageCount={posts.pageCount} label="Gallery pages" />
      </Section>
    </>
  );
}
