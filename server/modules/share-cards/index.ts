// The public entry of modules/share-cards (decision 0030): what other units use of it.
export {
  cardFor,
  createShareCardStore,
  type CardChange,
  type CardSubject,
  type RenderShareCard,
  type ShareCardStore,
} from './share-card-store.ts';
export { shareCardsRoutes } from './share-cards-routes.ts';
export { createSiteCard } from './site-card.ts';
