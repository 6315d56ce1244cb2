import type { Post } from '#contracts/content/posts.ts';
import { Link } from '#web/components/ui/local-link.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { PostGallery } from './post-gallery.tsx';
import { useGalleryTranslation } from '#web/features/gallery/messages/gallery-messages.ts';

/** The home page's three latest gallery posts under the original site's heading and subtitle. */
export function ValuesGallerySection({ posts }: { posts: Post[] }) {
  const { t, language } = useGalleryTranslation();
  return (
    <Section
      id="gallery"
      title={t('gallery.valuesTitle')}
      intro={t('gallery.valuesIntro')}
      centered
      lang={language}
    >
      <PostGallery posts={posts} />
      <p style={{ marginTop: 'var(--space-6)', textAlign: 'center' }}>
        <Link to="/gallery">{t('gallery.seeAll')}</Link>
      </p>
    </Section>
  );
}
