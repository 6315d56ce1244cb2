/**
 * Where the browser build lists, by module, the script files of each module that draws blocks
 * and of the Hindi catalogues (web/components/content/block-view-files.ts), so the server
 * preloads those a page needs with its other scripts (server/plugins/first-paint.ts).
 */
export const blockViewFilesPath = '/block-view-files.json';
/** The Hindi catalogues' name in that list. */
export const hindiCataloguesModule = 'hindi-catalogues';
