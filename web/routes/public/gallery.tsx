import { GalleryPage, gallerySeo } from '#web/features/gallery/gallery-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => pageMeta(gallerySeo);

export default function GalleryRoute() {
  return <GalleryPage />;
}
