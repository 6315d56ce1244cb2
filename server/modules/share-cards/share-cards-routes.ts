import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemKinds } from '#contracts/content/item-paths.ts';
import { shareCardHash } from '#contracts/content/share-cards.ts';
import { itemsOfKind, type PublicContentReader } from '#contracts/public-content.ts';
import { notFound } from '../../lib/http-errors.ts';
import { publicAccess } from '../../lib/route-access.ts';
import { cardSubjectOf, type ShareCardStore } from './share-card-store.ts';

/** `<slug>-<hash>.png`, as shareCardPath (contracts/content/share-cards.ts) builds it. */
const cardFile = /^([a-z0-9-]+)-([0-9a-f]{8})\.png$/;

/**
 * /share-cards/<kind>/<slug>-<hash>.png: the link-preview picture of an item without one of its
 * own (og:image of its page). The card is made when the item is published or retitled (the
 * content writer); this serves the stored file, and makes it once if it is missing (an item
 * published before cards were stored, or storage lost it). The hash is that of the current title,
 * so the address is cached for a year; an old title's address answers 404.
 */
export const shareCardsRoutes: FastifyPluginAsyncZod<{
  reader: PublicContentReader;
  cards: ShareCardStore;
}> = async (app, { reader, cards }) => {
  app.get(
    '/share-cards/:kind/:file',
    {
      config: publicAccess,
      schema: {
        hide: true,
        params: z.object({
          kind: z.enum(itemKinds),
          file: z.string().regex(/^[a-z0-9-]{1,100}\.png$/),
        }),
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const [, slug, hash] = cardFile.exec(file) ?? [];
      const item = slug && (await itemsOfKind(reader, kind)).find((each) => each.slug === slug);
      const card = item && cardSubjectOf(kind, item);
      if (!card || shareCardHash(kind, card.title) !== hash) throw notFound();
      const name = await cards.ensure(card);
      return reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(cards.open(name));
    },
  );
};
