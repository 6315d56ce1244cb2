import { Link } from 'react-router';
import { Section } from '#web/components/ui/section.tsx';
import { loadValuePosts } from '#web/features/gallery/api/get-posts.ts';
import { PostGallery } from './post-gallery.tsx';

/** Three gallery posts (limit=3) under the original site's heading and subtitle. */
export function ValuesGallerySection() {
  return (
    <Section id="gallery" title="Our Gallery" intro="Our School Values in Action" centered>
      <PostGallery load={loadValuePosts} loadingText="Loading values..." />
      <p style={{ marginTop: 'var(--space-6)', textAlign: 'center' }}>
        <Link to="/gallery">See the whole gallery</Link>
      </p>
    </Section>
  );
}
