import { data } from 'react-router';
import type { SchoolInformation } from '#contracts/content/school-information.ts';
import type { PublicContentReader } from '#contracts/public-content.ts';
import {
  categories,
  filterDocuments,
  type Category,
  type DocumentView,
} from './disclosure-view.ts';

export type DisclosureData = {
  documents: DocumentView[];
  category: Category;
  search: string;
  information: SchoolInformation;
  /**
   * Today at the school, printed in the print view's header as the date of printing. The server's
   * today is part of the page cache's key (server/plugins/web-pages.ts), so a cached page never
   * carries an older date, and the header needs no script.
   */
  printedOn: string;
};

/**
 * The page of a URL: `?q=` searches titles and descriptions, `?category=results` (etc.) picks a
 * category; both work as a plain GET form and links. An unknown category answers 404.
 */
export async function loadDisclosure(
  reader: PublicContentReader,
  params: URLSearchParams,
): Promise<DisclosureData> {
  const category = (params.get('category') ?? 'all') as Category;
  if (!categories.includes(category)) throw data('No such category', { status: 404 });
  const search = (params.get('q') ?? '').slice(0, 100);
  const [documents, information] = await Promise.all([
    reader.disclosures(),
    reader.schoolInformation(),
  ]);
  return {
    documents: filterDocuments(documents, category, search),
    category,
    search,
    information,
    printedOn: reader.today(),
  };
}
