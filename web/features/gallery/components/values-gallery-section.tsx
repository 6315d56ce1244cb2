import type { Post } from '#contracts/content/posts.ts';
import { Link } from '#web/components/ui/local-link.tsx';
import type { BandTexts } from '#web/components/content/band-view.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { PostGallery } from './post-gallery.tsx';
import { useGalleryTranslation } from '#web/features/gallery/messages/gallery-messages.ts';

/** The home page's three latest gallery posts under the heading of their section. */
export function ValuesGallerySection({ posts, band }: { posts: Post[]; band: BandTexts }) {
  const { t } = useGalleryTranslation();
  return (
    <Section
      id={band.id}
      eyebrow={band.eyebrow}
      title={band.title}
      intro={band.intro}
      tone={band.tone}
      centered
    >
      <PostGallery posts={posts} />
      <p style={{ marginTop: 'var(--space-6)', textAlign: 'center' }}>
        <Link to="/gallery">{t('gallery.seeAll')}</Link>
      </p>
    </Section>
  );
}
