import type { CardImage } from '#web/components/ui/card.tsx';
import type { IconName } from '#web/components/ui/icon.tsx';

/** Top band of a page: the h1 and the text under it. */
export type HeroContent = { eyebrow: string; title: string; lead: string; image?: CardImage };

/** What the route module needs for its <head>. */
export type PageSeo = { title: string; description: string; path: string };

export type ActionLink = {
  label: string;
  to: string;
  external?: boolean;
  variant?: 'primary' | 'accent' | 'secondary' | 'light' | 'outlineLight';
};

export type IconCard = { title: string; description: string; icon: IconName };
