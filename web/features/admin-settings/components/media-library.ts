import type { ComponentType } from 'react';
import type { MediaItem } from '#contracts/content/media.ts';

/**
 * The media library, as the admin screens hand it to this screen (web/routes/admin/admin-screens.tsx):
 * a feature imports no other feature, and the library is the content feature's (decision 0021).
 */
export type MediaLibrary = {
  /** "Choose from library" beside a picture: the page editor's button and dialog. */
  ChooseButton: ComponentType<{
    kind: 'image';
    /** What the choice is for, for screen readers. */
    name: string;
    onChoose: (item: MediaItem) => void;
  }>;
  /** Adds a file to the library (its checks: type proven by content, size). */
  upload: (file: File, altText: string) => Promise<MediaItem>;
};
