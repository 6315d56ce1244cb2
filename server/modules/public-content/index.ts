// The public entry of modules/public-content (decision 0030): what other units use of it.
export { createPublicContentReader } from './public-content-reader.ts';
export { trackedReads } from './read-dependencies.ts';
export { rememberedReads } from './remembered-reads.ts';
