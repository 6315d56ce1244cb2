import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { itemKinds, type ItemKind } from '#contracts/content/content-kinds.ts';
import {
  largestPictureUrl,
  shareCardHash,
  shareCardLabels,
  sharePreviewFormat,
  sharePreviewOf,
  type SharePreviewSource,
} from '#contracts/content/share-cards.ts';
import type { ItemOf, PublicContentReader } from '#contracts/public-content.ts';
import { AsyncMutex } from '#server/lib/async-mutex.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { SchoolLook } from '#server/modules/school-look/index.ts';
import { renderPicturePreview, renderShareCard } from './share-card-image.ts';

/** An item's link preview: a card drawn with its title, or its own picture as a JPEG. */
export type CardSubject = { kind: ItemKind; id: string } & SharePreviewSource;

/**
 * The card an item needed before a write and the one it needs after (none: it did not exist, is
 * deleted, or has a picture of its own).
 */
export type CardChange = { before?: CardSubject | undefined; after?: CardSubject | undefined };

export type RenderShareCard = typeof renderShareCard;

/** The card of an item row without a picture of its own (the services' writes). */
export function cardFor(kind: ItemKind, row: { id: string; title: string }): CardSubject {
  return { kind, id: row.id, title: row.title };
}

/** The preview of an item as the public pages read it (sharePreviewOf). */
export function cardSubjectOf<K extends ItemKind>(kind: K, item: ItemOf[K]): CardSubject {
  return { kind, id: item.id, ...sharePreviewOf(kind, item) };
}

/** FNV-1a (32 bits) in 8 hex digits, as shareCardHash: the version part of a stored name. */
function versionHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** `/uploads/<stored name>?v=…`: the stored name. */
const storedNameOf = (url: string) => new URL(url, 'http://x').pathname.split('/').at(-1) ?? '';

/** Every preview the published items need now. */
async function neededCards(reader: PublicContentReader): Promise<CardSubject[]> {
  const lists = await Promise.all(
    itemKinds.map(async (kind) =>
      (await reader.items(kind)).map((item) => cardSubjectOf(kind, item)),
    ),
  );
  return lists.flat();
}

/**
 * The items' link-preview cards, in storage every instance shares (a folder in DATA_DIR or the
 * bucket's `share-cards/`), never in process memory. A card is stored as
 * `<item id>-r<hash of what it shows>.<png|jpg>`: the storage drivers accept only generated names
 * (an id and a version), and the hash is the card's version, so a retitled item's card is another
 * file and the old one is removed. A drawn card's hash covers the school's look too (its name,
 * town, colours and logo in the settings, as its address does, and the logo's bytes): after a
 * change each card is drawn again when it is next asked for, at its new address, and the old ones
 * are removed as leftovers at the next start. A picture's preview is made when it is first asked
 * for (the route) and, once its item no longer shows that picture, removed as a leftover at the
 * next start.
 */
export function createShareCardStore(deps: {
  storage: FileStorage;
  /** The uploads, where an item's own picture is read from. */
  uploads: FileStorage;
  log: FastifyBaseLogger;
  /** The school's look the cards are drawn with, as its settings are now. */
  look: () => Promise<SchoolLook | undefined>;
  /** Tests count the renders through it. */
  render?: RenderShareCard | undefined;
}) {
  const { storage, uploads, log, render = renderShareCard } = deps;
  /** Cards being made in this process, by name: concurrent callers wait for the one render. */
  const making = new Map<string, Promise<void>>();
  // One drawing at a time: each holds several 1200×630 bitmaps in the image worker's memory
  // (decision 0032), which stays bounded under load (scripts/load-test.mjs).
  const drawing = new AsyncMutex();
  /** The look drawn cards need; none is drawn before the school is set up. */
  async function lookNow(): Promise<SchoolLook> {
    const look = await deps.look();
    if (!look) throw new HttpError(503, 'The site is being set up.');
    return look;
  }
  /**
   * A card's stored name: a picture's version is its address's hash; a drawn card's that of its
   * address (title and settings) and of the logo's bytes. Undefined for a drawn card without the
   * look (the school not set up, or its logo's file missing).
   */
  const nameOf = (card: CardSubject, look: SchoolLook | undefined) => {
    const { extension } = sharePreviewFormat(card);
    if (card.picture) return `${card.id}-r${shareCardHash(card.kind, card)}.${extension}`;
    if (!look) return undefined;
    const shown = shareCardHash(card.kind, card, look.school);
    return `${card.id}-r${versionHash(`${shown}\n${look.logoHash}`)}.${extension}`;
  };

  async function draw(card: CardSubject, look: SchoolLook | undefined): Promise<Buffer> {
    if (!card.picture)
      return render(
        { title: card.title, label: shareCardLabels[card.kind] },
        look ?? (await lookNow()),
      );
    const source = uploads.openRead(storedNameOf(largestPictureUrl(card.picture)));
    return renderPicturePreview(Buffer.concat(await source.toArray()));
  }

  async function make(card: CardSubject, name: string, look: SchoolLook | undefined) {
    if (await storage.exists(name)) return;
    await storage.put(name, await drawing.run(() => draw(card, look)));
  }

  /** Stores the card unless it is stored already; returns its stored name. */
  async function ensure(card: CardSubject): Promise<string> {
    const look = card.picture ? undefined : await lookNow();
    const name = nameOf(card, look)!;
    let running = making.get(name);
    if (!running) {
      running = make(card, name, look).finally(() => making.delete(name));
      making.set(name, running);
    }
    await running;
    return name;
  }

  return {
    ensure,

    open: (name: string): Readable => storage.openRead(name),

    /**
     * After a write's commit: makes the card the item needs now and removes the one it needed
     * before (a deleted item's card goes with it). A failure is logged, not thrown: the write is
     * done, and the route makes a missing card when it is asked for.
     */
    async apply(change: CardChange): Promise<void> {
      const { before, after } = change;
      const look = await deps.look().catch(() => undefined);
      const obsolete = before && nameOf(before, look);
      const results = await Promise.allSettled([
        after && ensure(after),
        obsolete && obsolete !== (after && nameOf(after, look)) && storage.remove(obsolete),
      ]);
      for (const result of results) {
        if (result.status === 'rejected')
          log.error({ err: result.reason }, 'could not update a share card');
      }
    },

    /**
     * Removes stored cards no item needs, last modified before `before` (a newer one may belong
     * to a write in progress): what a server killed between a write's commit and its removal of
     * the old card leaves behind.
     */
    async removeLeftovers(reader: PublicContentReader, before: Date): Promise<void> {
      const look = await deps.look();
      // Without the look (no settings yet, the logo's file gone) no drawn card's name is known.
      if (!look) return;
      const needed = new Set((await neededCards(reader)).map((card) => nameOf(card, look)!));
      const removed = await storage.removeLeftovers(needed, before);
      if (removed.length > 0) log.warn({ removed }, 'removed share cards no item needs');
    },
  };
}

export type ShareCardStore = ReturnType<typeof createShareCardStore>;
