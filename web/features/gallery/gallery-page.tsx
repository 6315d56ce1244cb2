import type { Post } from '#contracts/content/posts.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Section } from '#web/components/ui/section.tsx';
import type { ListPage } from '#web/lib/paginate.ts';
import { PostGallery } from './components/post-gallery.tsx';
import { useGalleryTranslation } from '#web/features/gallery/messages/gallery-messages.ts';

/** The title and description are the catalogue's `gallery.title` and `.metaDescription`. */
export const gallerySeo = { path: '/gallery' };

export function GalleryPage({ posts }: { posts: ListPage<Post> }) {
  const { t, language } = useGalleryTranslation();
  return (
    <>
      <div lang={language}>
        <PageHero
          eyebrow={t('gallery.eyebrow')}
          title={t('gallery.title')}
          lead={t('gallery.lead')}
        />
      </div>
      <Section lang={language}>
        <PostGallery posts={posts.items} />
        <Pagination page={posts.page} pageCount={posts.pageCount} label={t('gallery.pages')} />
      </Section>
    </>
  );
}
