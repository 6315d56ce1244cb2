// The public entry of modules/search (decision 0030): what other units use of it.
export { readPdfText } from './pdf-text.ts';
export { wordsOf } from './search-terms.ts';
export {
  dayOf,
  documentsIn,
  itemDocuments,
  itemSearch,
  noPdf,
  onlyIds,
  type DocumentCommon,
  type KindDocuments,
  type SearchedKinds,
} from './search-documents.ts';
export { createSearchAnswerCache } from './search-answer-cache.ts';
export {
  createSearchIndex,
  searchIndexName,
  type ReadPdf,
  type SearchIndex,
} from './search-index.ts';
export { createSearchRepository } from './search-repository.ts';
export { searchRoutes } from './search-routes.ts';
export { createSearchService, type Search } from './search-service.ts';
