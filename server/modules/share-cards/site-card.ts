import { createHash } from 'node:crypto';
import type { SchoolLook } from '#server/modules/school-look/index.ts';
import { cardLookVersion, renderSiteCard } from './share-card-image.ts';

export type SiteCard = { body: Buffer; etag: string };

/**
 * The site's own link preview (`/share-cards/site.png`), drawn from the school's logo and name
 * when it is first asked for and again once its look has changed in the settings. One card of
 * some 30 KB, so it is kept in memory rather than in the cards' storage. Undefined while the
 * school is not set up.
 */
export function createSiteCard(
  look: () => Promise<SchoolLook | undefined>,
): () => Promise<SiteCard | undefined> {
  let made: { version: string; card: Promise<SiteCard> } | undefined;
  return async () => {
    const current = await look();
    if (!current) return undefined;
    const version = `${cardLookVersion(current)} ${current.school.board}`;
    if (made?.version !== version) {
      const card = renderSiteCard(current).then((body) => ({
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      }));
      made = { version, card };
      card.catch(() => {
        if (made?.card === card) made = undefined;
      });
    }
    return made.card;
  };
}
