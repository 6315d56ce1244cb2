import { visionMissionPages } from '../../../features/about/vision-mission-content.ts';
import { VisionMissionPage } from '../../../features/about/vision-mission-page.tsx';
import { pageMeta } from '../../../lib/seo.ts';

export const meta = () => pageMeta(visionMissionPages.vision.seo);

export default function OurVisionPage() {
  return <VisionMissionPage variant="vision" />;
}
