import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemKinds, type ItemKind } from '#contracts/content/item-paths.ts';
import { itemsOfKind, type PublicContentReader } from '#contracts/public-content.ts';
import { notFound } from '../../lib/http-errors.ts';
import { publicAccess } from '../../lib/route-access.ts';
import { renderShareCard } from './share-card-image.ts';

const labels: Record<ItemKind, string> = {
  news: 'News',
  notices: 'Notice',
  events: 'Event',
  gallery: 'Gallery',
};

/** Cards kept once made; a card depends only on its label and title, so it never goes stale. */
const keptCards = 200;

async function titleOf(reader: PublicContentReader, kind: ItemKind, slug: string) {
  const items = await itemsOfKind(reader, kind);
  return items.find((item) => item.slug === slug)?.title;
}

/**
 * /share-cards/<kind>/<slug>.png: the link-preview picture of an item without one of its own
 * (og:image of its page). Made with sharp on the first request after the item is published or
 * retitled, then answered from memory.
 */
export const shareCardsRoutes: FastifyPluginAsyncZod<{ reader: PublicContentReader }> = async (
  app,
  { reader },
) => {
  const cards = new Map<string, Buffer>();
  app.get(
    '/share-cards/:kind/:file',
    {
      config: publicAccess,
      schema: {
        hide: true,
        params: z.object({
          kind: z.enum(itemKinds),
          file: z.string().regex(/^[a-z0-9-]{1,80}\.png$/),
        }),
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const title = await titleOf(reader, kind, file.slice(0, -'.png'.length));
      if (title === undefined) throw notFound();
      const key = `${kind}\n${title}`;
      let card = cards.get(key);
      if (!card) {
        card = await renderShareCard({ title, label: labels[kind] });
        if (cards.size >= keptCards) cards.delete(cards.keys().next().value!);
        cards.set(key, card);
      }
      return reply.type('image/png').header('Cache-Control', 'public, max-age=3600').send(card);
    },
  );
};
