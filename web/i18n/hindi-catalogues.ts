import { itemKindMessages, searchKindMessages } from './kind-messages.ts';
import type { Messages } from './message-format.ts';

/**
 * Every Hindi catalogue, the site's, the shared components' (the forms' in their own folder)
 * and each feature's, in one module: the server adds it at start (web/entry.server.tsx) and a
 * Hindi page's browser fetches it as one chunk before hydrating (web/entry.client.tsx). The
 * content kinds' words come first, from the registry (kind-messages.ts), as in English.
 */
const catalogues = import.meta.glob<Messages>(
  [
    './hi.json',
    '../components/messages/hi.json',
    '../components/*/messages/hi.json',
    '../features/*/messages/hi.json',
  ],
  {
    eager: true,
    query: 'catalogue',
    import: 'default',
  },
);

export const hindi: Messages = Object.assign(
  { ...itemKindMessages('hi'), ...searchKindMessages('hi') },
  ...Object.values(catalogues),
);
