import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemKinds } from '#contracts/content/content-kinds.ts';
import {
  shareCardPath,
  sharePreviewFormat,
  siteShareCardPath,
} from '#contracts/content/share-cards.ts';
import type { PublicContentReader } from '#contracts/public-content.ts';
import { HttpError, notFound } from '#server/lib/http-errors.ts';
import { publicAccess } from '#server/lib/route-access.ts';
import { cardSubjectOf, type ShareCardStore } from './share-card-store.ts';
import type { SiteCard } from './site-card.ts';

/** The site card changes with the settings: a day in a browser's cache, then asked again by ETag. */
const siteCardCache = 'public, max-age=86400';

/** `<slug>-<hash>.<png|jpg>`, as shareCardPath (contracts/content/share-cards.ts) builds it. */
const cardFile = /^([a-z0-9-]+)-[0-9a-f]{8}\.(?:png|jpg)$/;

/**
 * /share-cards/<kind>/<slug>-<hash>.<png|jpg>: the link-preview picture of an item (og:image of
 * its pages in both languages). A drawn card is made when the item is published or retitled (the
 * content writer), a picture's JPEG when it is first asked for; this serves the stored file, and
 * makes it once if it is missing. The hash is that of what the preview shows now (for a drawn
 * card, the school's name, town, colours and logo too), so the address is cached for a year; an
 * old title's, picture's or look's address answers 404.
 */
export const shareCardsRoutes: FastifyPluginAsyncZod<{
  reader: PublicContentReader;
  cards: ShareCardStore;
  /** The site's own card, drawn from the school's settings (site-card.ts). */
  siteCard: () => Promise<SiteCard | undefined>;
}> = async (app, { reader, cards, siteCard }) => {
  app.get(
    siteShareCardPath,
    { config: publicAccess, schema: { hide: true } },
    async (request, reply) => {
      const card = await siteCard();
      if (!card) throw new HttpError(503, 'The site is being set up.');
      reply.type('image/png').header('Cache-Control', siteCardCache).header('ETag', card.etag);
      if (request.headers['if-none-match'] === card.etag) return reply.code(304).send();
      return reply.send(card.body);
    },
  );

  // The picture earlier releases shipped, naming the school in code: links to it get the card.
  app.get(
    '/images/share.png',
    { config: publicAccess, schema: { hide: true } },
    (_request, reply) => reply.redirect(siteShareCardPath, 301),
  );

  app.get(
    '/share-cards/:kind/:file',
    {
      config: publicAccess,
      schema: {
        hide: true,
        params: z.object({
          kind: z.enum(itemKinds),
          file: z.string().regex(/^[a-z0-9-]{1,100}\.(?:png|jpg)$/),
        }),
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const [, slug] = cardFile.exec(file) ?? [];
      const item = slug && (await reader.items(kind)).find((each) => each.slug === slug);
      const card = item && cardSubjectOf(kind, item);
      // The address the item's page names now: an old title's, or the school's look before a
      // change in the settings, is not served.
      const now = card && shareCardPath(kind, slug, card, await reader.school());
      if (!now || now !== request.url.split('?')[0]) throw notFound();
      const name = await cards.ensure(card);
      return reply
        .type(sharePreviewFormat(card).type)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(cards.open(name));
    },
  );
};
