import type { IconName } from '#web/components/ui/icon.tsx';

/** A card's title is `careers.cards.<key>` in the catalogues, its text `careers.cards.<key>Text`. */
export type IconCard = { key: string; icon: IconName };

export const valuesCards: IconCard[] = [
  { key: 'childFirst', icon: 'heart' },
  { key: 'integrity', icon: 'shield' },
  { key: 'collaboration', icon: 'handshake' },
  { key: 'lifelongLearning', icon: 'book' },
];

export const growthCards: IconCard[] = [
  { key: 'development', icon: 'graduation' },
  { key: 'mentoring', icon: 'users' },
  { key: 'careerPaths', icon: 'chart' },
];

export const whyJoinCards: IconCard[] = [
  { key: 'classrooms', icon: 'monitor' },
  { key: 'workload', icon: 'clock' },
  { key: 'leadership', icon: 'chat' },
  { key: 'pay', icon: 'star' },
  { key: 'campus', icon: 'leaf' },
  { key: 'community', icon: 'home' },
];
