import { GalleryDashboard } from '../../features/admin-content/posts/components/gallery-dashboard.tsx';
import { privatePageMeta } from '../../lib/seo.ts';

export const meta = () => privatePageMeta('Gallery Dashboard');

export default function GalleryDashboardPage() {
  return <GalleryDashboard />;
}
