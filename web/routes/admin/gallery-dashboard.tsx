import type { MetaArgs } from 'react-router';
import { GalleryDashboard } from '#web/features/admin-content/posts/components/gallery-dashboard.tsx';
import { schoolIfSetUpOf } from '#web/lib/school.ts';
import { privatePageMeta } from '#web/lib/seo.ts';

export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta('Gallery Dashboard', schoolIfSetUpOf(matches));

export default function GalleryDashboardPage() {
  return <GalleryDashboard />;
}
