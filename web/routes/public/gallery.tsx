import { GalleryPage, gallerySeo } from '../../features/gallery/gallery-page.tsx';
import { pageMeta } from '../../lib/seo.ts';

export const meta = () => pageMeta(gallerySeo);

export default function GalleryRoute() {
  return <GalleryPage />;
}
