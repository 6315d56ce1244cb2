import type { AdminRecordKind } from '#contracts/admin-addresses.ts';
import type { FieldAbout } from '#contracts/field-about.ts';
import type { Field } from '#web/components/forms/field-spec.ts';

/**
 * A gallery album's photos (posts/components/album-field.tsx): many chosen or dropped at once,
 * put in order, described, one the cover. The form then carries the list and the new files.
 */
export type AlbumField = FieldAbout & {
  kind: 'album';
  /** The server's field names whose errors the album shows (its files and its list). */
  errorFields: string[];
};

/** A field of a kind's form: one of every form's (field-spec.ts), or a gallery album. */
export type KindField = Field | AlbumField;

/** The photos an existing album has, to show in its edit form. */
export type CurrentAlbum = {
  photos: Array<{ id: string; src: string; alt: string }>;
  coverId: string | null;
};

/** The file an existing item carries, to show (and maybe remove) in its edit form. */
export type CurrentFile = { name: string; href: string; imageSrc?: string };

/** What the shared list shows of one item. */
export type ItemSummary = {
  title: string;
  /** Date or time text under the title. */
  meta?: string;
  text?: string;
  imageSrc?: string;
  file?: { name: string; href: string };
  /** The item's own public page. */
  page?: string;
  /** Whether the public sees it: 'Scheduled for …', 'Unpublished' (publication-fields.ts). */
  status?: string;
  /** What is left to translate: 'No Hindi', 'Hindi incomplete' (hindi-fields.ts). */
  hindi?: string;
};

export type UploadProgress = (fraction: number) => void;

/** The words of a kind's create form. */
export type ContentFormTexts = {
  submit: string;
  /** Button text while the request is under way. */
  submitting?: string;
  /** Toast once the server has confirmed. */
  success: string;
  /** Toast and form message on failure; without it the API client's own toast is enough. */
  failure?: (error: unknown) => string;
};

/** A kind's create form on its screen (shared/content-tab.tsx). */
export type KindForm = {
  /** The form's title, the original site's where it had one ('Create Event'). */
  heading: string;
  /** One line under the heading on what the screen is for, where its name alone does not say. */
  lead?: string;
  texts: ContentFormTexts;
  /** A link beside the submit button (the gallery dashboard). */
  link?: { to: string; label: string };
};

/**
 * Everything that differs between events, holidays, notices, news, posts and disclosures: their
 * fields, their API calls and how an item is shown. The shared form and list do the rest.
 */
export type ContentKind<T extends { id: string }> = {
  /** Singular noun for texts such as 'Edit event' and 'Are you sure you want to delete this event?'. */
  singular: string;
  /** Plural noun for list headings and states. */
  plural: string;
  /** Where one opens in the admin (contracts/admin-addresses.ts): `/admin/news/12`. */
  records: AdminRecordKind;
  form: KindForm;
  fields: KindField[];
  list: (signal?: AbortSignal) => Promise<T[]>;
  create: (data: FormData, onProgress: UploadProgress) => Promise<unknown>;
  update: (id: string, data: FormData, onProgress: UploadProgress) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  currentFile?: (item: T) => CurrentFile | undefined;
  currentAlbum?: (item: T) => CurrentAlbum;
  summary: (item: T) => ItemSummary;
  /** Sort key; the list shows the largest first (newest first). */
  sortKey: (item: T) => string;
};
