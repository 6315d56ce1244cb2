import { GalleryDashboard } from '#web/features/admin-content/posts/components/gallery-dashboard.tsx';
import { privatePageMeta } from '#web/lib/seo.ts';

export const meta = () => privatePageMeta('Gallery Dashboard');

export default function GalleryDashboardPage() {
  return <GalleryDashboard />;
}
