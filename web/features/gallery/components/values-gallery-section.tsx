import type { Post } from '#contracts/content/posts.ts';
import { Link } from '#web/components/ui/local-link.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { PostGallery } from './post-gallery.tsx';

/** The home page's three latest gallery posts under the original site's heading and subtitle. */
export function ValuesGallerySection({ posts }: { posts: Post[] }) {
  return (
    <Section id="gallery" title="Our Gallery" intro="Our School Values in Action" centered>
      <PostGallery posts={posts} />
      <p style={{ marginTop: 'var(--space-6)', textAlign: 'center' }}>
        <Link to="/gallery">See the whole gallery</Link>
      </p>
    </Section>
  );
}
