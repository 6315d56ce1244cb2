import { and, eq, inArray, type Column } from 'drizzle-orm';
import {
  adminRecordAddress,
  adminScreens,
  type AdminRecordKind,
} from '#contracts/admin-addresses.ts';
import {
  contentKinds,
  mediaHoldingKinds,
  type MediaHoldingKind,
} from '#contracts/content/content-kinds.ts';
import type { ItemKind } from '#contracts/content/item-paths.ts';
import type { MediaUse } from '#contracts/content/media.ts';
import { blockLabels } from '#contracts/content/pages.ts';
import { pictureSlots, type PictureSlot } from '#contracts/school-settings.ts';
import { schoolSettingKey } from '#server/modules/settings/index.ts';
import type { Database, Queryable, Tables } from '#server/db/database.ts';
import { holdingColumns, type FileHolding } from '#server/db/file-holding.ts';
import type { TrashRecord } from '#server/modules/trash/index.ts';

/** Where a file is used, by file id. */
export type UsesByFile = Map<string, MediaUse[]>;

type Holder = { id: string; fileId: string | null; title: string; path?: string | null };

type OwnTable<Kind extends MediaHoldingKind> = (typeof contentKinds)[Kind]['tables'][0];

/** Each kind that holds files (contracts/content/content-kinds.ts `mediaUse`), and its uses' admin record. */
export type FileHoldings = {
  [Kind in MediaHoldingKind]: FileHolding<OwnTable<Kind>> & { records: AdminRecordKind };
};

const uploadsReference = /^\/uploads\/([0-9a-f-]{36})/;
const pageVersions = ['published', 'draft', 'scheduled'] as const;

/** The place of an object in a page, when it is one staff would name: a section or a block. */
function placeOf(node: Record<string, unknown>): string | undefined {
  const type = node.type;
  if (type === 'section') return typeof node.title === 'string' ? node.title : 'Section';
  if (typeof type === 'string' && type in blockLabels)
    return blockLabels[type as keyof typeof blockLabels];
  return undefined;
}

/** Every `/uploads/<id>…` string in a page, with the sections and blocks it sits in. */
function* fileReferences(node: unknown, where: string[]): Generator<[string, string[]]> {
  if (typeof node === 'string') {
    const id = uploadsReference.exec(node)?.[1];
    if (id) yield [id, where];
  } else if (Array.isArray(node)) {
    for (const item of node) yield* fileReferences(item, where);
  } else if (node && typeof node === 'object') {
    const object = node as Record<string, unknown>;
    const place = placeOf(object);
    const here = place ? [...where, place] : where;
    for (const [key, value] of Object.entries(object)) {
      const band = key === 'hero' ? 'Hero' : key === 'cta' ? 'Closing band' : undefined;
      yield* fileReferences(value, band ? [...here, band] : here);
    }
  }
}

/**
 * The one answer to "where is this file used?", for the media list and for delete:
 * the items that hold a file by id (each kind in `holdings`, disclosures), the page blocks
 * that link to its address, in a page's published version, draft or scheduled copy, and the
 * school's settings (its logo and pictures).
 */
export function createMediaUses(db: Database, holdings: FileHoldings) {
  const { disclosures, itemPaths, pages, settings, trash } = db.tables;

  /** The item's public page: its current address in item_paths. */
  const currentPath = (kind: ItemKind, itemId: Column) =>
    and(eq(itemPaths.kind, kind), eq(itemPaths.itemId, itemId), eq(itemPaths.isCurrent, true));

  /** The items of `kind` that hold one of the files `ids`, as its holding says they hold them. */
  function holdersOf(q: Queryable, kind: MediaHoldingKind, ids: string[]): Promise<Holder[]> {
    const ownName = contentKinds[kind].tables[0];
    const own = db.tables[ownName] as unknown as Tables['news'];
    const { table, separate, file, item } = holdingColumns(db.tables, ownName, holdings[kind]);
    const fields = { id: own.id, title: own.title, path: itemPaths.path, fileId: file };
    const found = separate
      ? q.select(fields).from(table).innerJoin(own, eq(own.id, item))
      : q.select(fields).from(own);
    return found.leftJoin(itemPaths, currentPath(kind, own.id)).where(inArray(file, ids));
  }

  async function holders(q: Queryable, ids: string[]): Promise<Array<[string, MediaUse]>> {
    // Each use links to the item's own address in the admin, its edit form open.
    const use = (kind: MediaUse['kind'], noun: string, records: AdminRecordKind) => (row: Holder) =>
      [
        row.fileId!,
        {
          kind,
          label: `${noun} "${row.title}"`,
          adminHref: adminRecordAddress(records, row.id),
          publicHref: row.path
            ? `/${row.path}`
            : kind === 'disclosure'
              ? '/mandatory-disclosure'
              : undefined,
          holdsFile: true,
        },
      ] as [string, MediaUse];
    const itemUses: Array<[string, MediaUse]> = [];
    for (const kind of mediaHoldingKinds) {
      const { mediaUse, labels } = contentKinds[kind];
      const found = await holdersOf(q, kind, ids);
      itemUses.push(...found.map(use(mediaUse, labels.singular, holdings[kind].records)));
    }
    const disclosureRows = await q
      .select({ id: disclosures.id, fileId: disclosures.fileId, title: disclosures.title })
      .from(disclosures)
      .where(inArray(disclosures.fileId, ids));
    return [...itemUses, ...disclosureRows.map(use('disclosure', 'Disclosure', 'disclosures'))];
  }

  async function pageLinks(q: Queryable, ids: Set<string>): Promise<Array<[string, MediaUse]>> {
    const rows = await q
      .select({
        slug: pages.slug,
        published: pages.published,
        draft: pages.draft,
        scheduled: pages.scheduled,
      })
      .from(pages);
    const found: Array<[string, MediaUse]> = [];
    for (const row of rows) {
      // One use per place in the page; the published version names it when it has it.
      const places = new Map<string, { fileId: string; label: string; published: boolean }>();
      for (const version of pageVersions) {
        const data = row[version] as { title?: unknown } | null;
        if (!data) continue;
        const title = typeof data.title === 'string' ? data.title : row.slug;
        for (const [fileId, where] of fileReferences(data, [])) {
          if (!ids.has(fileId)) continue;
          const key = `${fileId} ${where.join(' › ')}`;
          if (places.has(key)) continue;
          const label = [`Page "${title}"`, ...where].join(' › ');
          const note = version === 'published' ? '' : ` (${version} only)`;
          places.set(key, { fileId, label: label + note, published: version === 'published' });
        }
      }
      for (const place of places.values()) {
        found.push([
          place.fileId,
          {
            kind: 'page',
            label: place.label,
            adminHref: adminRecordAddress('pages', row.slug),
            publicHref: place.published ? `/${row.slug}` : undefined,
            holdsFile: false,
          },
        ]);
      }
    }
    return found;
  }

  /** The logo and the picture slots of the school's settings (decision 0027). */
  async function settingsPictures(
    q: Queryable,
    ids: Set<string>,
  ): Promise<Array<[string, MediaUse]>> {
    const [row] = await q.select().from(settings).where(eq(settings.key, schoolSettingKey));
    const school = row?.value as
      { logo?: { src?: unknown }; pictures?: Record<string, { src?: unknown }> } | undefined;
    if (!school) return [];
    const places: Array<[string, unknown]> = [
      ['Logo', school.logo?.src],
      ...Object.entries(school.pictures ?? {}).map(([slot, picture]): [string, unknown] => [
        `Pictures › ${pictureSlots[slot as PictureSlot] ?? slot}`,
        picture?.src,
      ]),
    ];
    return places.flatMap(([place, src]): Array<[string, MediaUse]> => {
      const id = typeof src === 'string' ? uploadsReference.exec(src)?.[1] : undefined;
      if (!id || !ids.has(id)) return [];
      const use: MediaUse = {
        kind: 'settings',
        label: `Settings › ${place}`,
        adminHref: adminScreens.settings,
        publicHref: '/',
        holdsFile: true,
      };
      return [[id, use]];
    });
  }

  /**
   * A page in the trash links to files as it did (it owns none): named, so staff deleting such a
   * file know the restored page would miss it, but not kept from deleting it, as for live pages.
   */
  function trashedPageLinks(
    title: string,
    record: TrashRecord,
    ids: Set<string>,
  ): Array<[string, MediaUse]> {
    const linked = new Set<string>();
    for (const version of pageVersions)
      for (const [fileId] of fileReferences(record.row[version], []))
        if (ids.has(fileId)) linked.add(fileId);
    return [...linked].map((fileId) => [
      fileId,
      {
        kind: 'page',
        label: `Page "${title}" (in the trash)`,
        adminHref: adminScreens.trash,
        holdsFile: false,
      },
    ]);
  }

  /**
   * Items in the trash keep their file to be restored with it (server/modules/trash/): the media
   * library must not delete it meanwhile.
   */
  async function trashed(q: Queryable, ids: Set<string>): Promise<Array<[string, MediaUse]>> {
    const rows = await q
      .select({ kind: trash.kind, title: trash.title, record: trash.record })
      .from(trash);
    // Trash entries name their kind by its entity (contracts/content/content-kinds.ts).
    const kinds: Record<string, [MediaUse['kind'], string]> = Object.fromEntries(
      mediaHoldingKinds.map((kind) => {
        const { entity, mediaUse, labels } = contentKinds[kind];
        return [entity, [mediaUse, labels.singular]];
      }),
    );
    return rows.flatMap((row): Array<[string, MediaUse]> => {
      if (row.kind === 'pages') return trashedPageLinks(row.title, row.record as TrashRecord, ids);
      const [kind, noun] = kinds[row.kind] ?? ['news', 'Item'];
      return (row.record as TrashRecord).fileIds
        .filter((id) => ids.has(id))
        .map((id) => [
          id,
          {
            kind,
            label: `${noun} "${row.title}" (in the trash)`,
            adminHref: adminScreens.trash,
            holdsFile: true,
          },
        ]);
    });
  }

  return {
    async of(q: Queryable, fileIds: readonly string[]): Promise<UsesByFile> {
      const uses: UsesByFile = new Map(fileIds.map((id) => [id, []]));
      if (fileIds.length === 0) return uses;
      const ids = [...fileIds];
      const found = [
        ...(await holders(q, ids)),
        ...(await pageLinks(q, new Set(ids))),
        ...(await settingsPictures(q, new Set(ids))),
        ...(await trashed(q, new Set(ids))),
      ];
      for (const [fileId, use] of found) uses.get(fileId)?.push(use);
      return uses;
    },
  };
}

export type MediaUses = ReturnType<typeof createMediaUses>;
