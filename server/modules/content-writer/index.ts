// The public entry of modules/content-writer (decision 0030): what other units use of it.
export {
  createContentWriter,
  type Actor,
  type ContentWriter,
  type ContentWriterDeps,
  type WriteOutcome,
} from './content-writer.ts';
export { itemPageStates, type ItemPageStates } from './item-page-states.ts';
