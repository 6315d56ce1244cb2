import type { Disclosure, DisclosureType } from '#contracts/content/disclosures.ts';

export type Category = 'all' | DisclosureType;

/** Their labels are `disclosure.categories.<id>` in the catalogues. */
export const categories: readonly Category[] = [
  'all',
  'results',
  'academic',
  'information',
  'general',
];

/** One row of the Documents & Reports list, with the original site's fallbacks. */
export type DocumentView = {
  id: string;
  type: DisclosureType;
  title: string;
  description: string;
  /** What staff wrote in Hindi, if anything: Hindi pages show it (decision 0025). */
  titleHi: string | null;
  descriptionHi: string | null;
  /** The upload time, else the last change. */
  date: string;
  fileSize: number;
  fileName: string;
  originalName: string;
};

export function documentView(document: Disclosure): DocumentView {
  return {
    id: document.id,
    type: document.type,
    title: document.title || document.originalName || document.fileName || 'Untitled Document',
    // The stored name means nothing to a visitor: the fallback names the file as uploaded.
    description: document.description || `File: ${document.originalName || document.fileName}`,
    titleHi: document.titleHi,
    descriptionHi: document.descriptionHi,
    date: document.uploadDate || document.modifiedDate,
    fileSize: document.fileSize,
    fileName: document.fileName,
    originalName: document.originalName || document.fileName,
  };
}

/**
 * The selected category and a case-insensitive search on title and description, in English or
 * Hindi, newest first.
 */
export function filterDocuments(
  documents: Disclosure[],
  category: Category,
  search: string,
): DocumentView[] {
  const needle = search.trim().toLowerCase();
  return documents
    .map(documentView)
    .filter((document) => category === 'all' || document.type === category)
    .filter(
      (document) =>
        !needle ||
        [document.title, document.description, document.titleHi, document.descriptionHi].some(
          (text) => text?.toLowerCase().includes(needle),
        ),
    )
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}
