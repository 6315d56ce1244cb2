import type { Disclosure, DisclosureType } from '#contracts/content/disclosures.ts';

export type Category = 'all' | DisclosureType;

export const categories: ReadonlyArray<{ id: Category; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'results', label: 'Results' },
  { id: 'academic', label: 'Academic' },
  { id: 'information', label: 'Information' },
  { id: 'general', label: 'General' },
];

/** One row of the Documents & Reports list, with the original site's fallbacks. */
export type DocumentView = {
  id: string;
  type: DisclosureType;
  title: string;
  description: string;
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
    date: document.uploadDate || document.modifiedDate,
    fileSize: document.fileSize,
    fileName: document.fileName,
    originalName: document.originalName || document.fileName,
  };
}

/** The selected category and a case-insensitive search on title and description, newest first. */
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
        document.title.toLowerCase().includes(needle) ||
        document.description.toLowerCase().includes(needle),
    )
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}
