import { visionMissionPages } from '#web/features/about/vision-mission-content.ts';
import { VisionMissionPage } from '#web/features/about/vision-mission-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => pageMeta(visionMissionPages.mission.seo);

export default function OurMissionPage() {
  return <VisionMissionPage variant="mission" />;
}
