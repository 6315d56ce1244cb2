import type { SiteImage } from '#contracts/school-images.ts';
import type { ButtonVariant } from '#web/components/ui/button.tsx';
import type { CheckListItem } from '#web/components/ui/check-list.tsx';
import type { Facility } from '#web/components/ui/facility-picker.tsx';
import type { IconName } from '#web/components/ui/icon.tsx';
import type { Quote } from '#web/components/ui/quote-list.tsx';
import type { ScheduleItem } from '#web/components/ui/schedule-list.tsx';
import type { StatItem } from '#web/components/ui/stat-grid.tsx';

/** A button: internal path, or external URL (opens in a new tab). */
export type Action = { label: string; to: string; external?: boolean; variant?: ButtonVariant };

export type CardItem = {
  title: string;
  text: string;
  icon?: IconName;
  image?: SiteImage;
  /** Small line above the title (age group, grade). */
  meta?: string;
  /** A colour dot before the meta line (house colours). */
  swatch?: string;
  points?: string[];
};

/** One piece of a page section; sections and tab panels are lists of these. */
export type Block =
  | { kind: 'text'; paragraphs: string[] }
  | { kind: 'cards'; items: CardItem[]; minWidth?: string }
  | { kind: 'checklist'; items: CheckListItem[]; columns?: boolean }
  | { kind: 'schedule'; label: string; items: ScheduleItem[] }
  | {
      kind: 'table';
      caption: string;
      columns: string[];
      rows: string[][];
      footer?: string[];
      numericColumns?: number[];
    }
  | { kind: 'stats'; label: string; items: StatItem[] }
  | { kind: 'quotes'; quotes: Quote[] }
  | {
      kind: 'split';
      image: SiteImage;
      paragraphs: string[];
      points?: CheckListItem[];
      reverse?: boolean;
      title?: string;
    }
  | {
      kind: 'callout';
      title: string;
      text: string;
      points?: string[];
      actions?: Action[];
      icon?: IconName;
    }
  /** A titled group of blocks one heading level down (used inside tab panels). */
  | { kind: 'subsection'; title: string; intro?: string; blocks: Block[] }
  | {
      kind: 'tabs';
      label: string;
      defaultTabId: string;
      tabs: Array<{ id: string; label: string; blocks: Block[] }>;
    }
  | {
      kind: 'facilityPicker';
      label: string;
      gridTitle: string;
      defaultId: string;
      facilities: Facility[];
    };

export type PageSection = {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  tone?: 'plain' | 'muted';
  blocks: Block[];
};

/** A facility band (IT infrastructure, sports): the same section on the campus page and on its own page. */
export type FacilitySectionData = {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  image: SiteImage;
  summary: string[];
  features: CardItem[];
};

export type PageBand = PageSection | { facility: FacilitySectionData; tone?: 'plain' | 'muted' };

export type ContentPageData = {
  meta: { title: string; description: string; path: string };
  hero: { eyebrow: string; title: string; lead: string; image: SiteImage; actions?: Action[] };
  bands: PageBand[];
  cta?: { title: string; text: string; actions: Action[] };
};
