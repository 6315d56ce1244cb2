import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { loadAllPosts } from './api/get-posts.ts';
import { PostGallery } from './components/post-gallery.tsx';

export const gallerySeo = {
  title: 'Gallery',
  description:
    'Photographs of school life: our values in action in classrooms, labs, sports, celebrations and community service.',
  path: '/gallery',
};

export function GalleryPage() {
  return (
    <>
      <PageHero
        eyebrow="School life"
        title="Gallery"
        lead="Our school values in action. Choose a picture to see it larger."
      />
      <Section>
        <PostGallery load={loadAllPosts} loadingText="Loading images..." />
      </Section>
    </>
  );
}
