import { readdirSync, readFileSync } from 'node:fs';
import { getTableColumns, getTableName, isTable, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contentEntities,
  contentKindNames,
  contentKinds,
  itemKinds,
  scheduledKinds,
} from '#contracts/content/content-kinds.ts';
import { mediaUseKinds } from '#contracts/content/media.ts';
import { trashKinds } from '#contracts/content/trash.ts';
import { searchKinds } from '#contracts/search-kinds.ts';
import { backedUpTables } from './backup/backup-format.ts';
import * as postgresSchema from './db/schema/postgres.ts';
import * as sqliteSchema from './db/schema/sqlite.ts';
import { buildTestApp } from './test/build-test-app.ts';

// What the compiler cannot check of the registry of content kinds
// (contracts/content/content-kinds.ts, decision 0031): that its names are those of the schemas,
// the backup, the web routes and the pages' words.

const dialects = { sqlite: sqliteSchema, postgres: postgresSchema } as Record<
  string,
  Record<string, unknown>
>;

function tableIn(schema: Record<string, unknown>, name: string): Table | undefined {
  const table = schema[name];
  return isTable(table) ? table : undefined;
}

const columnsOf = (table: Table) => Object.keys(getTableColumns(table));

// The pages' routes as the server serves them, from the web build (server/plugins/web-pages.ts).
const { app } = await buildTestApp();
const pagePaths = new Set(
  app.routeTable.filter((route) => route.method === 'GET').map((route) => route.url),
);

// Every catalogue of the pages' words (web/i18n/hindi-catalogues.ts lists where they are), as
// the flat ids the pages ask for ('items.newsLabel').
const webFolder = new URL('../web/', import.meta.url);
const catalogueFiles = readdirSync(webFolder, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /(^|\/)(i18n|messages)\/(en|hi)\.json$/.test(file),
);
const idsOf = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' ? idsOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const typedIds = new Map(
  catalogueFiles.map((file) => [
    file,
    new Set(idsOf(JSON.parse(readFileSync(new URL(file, webFolder), 'utf8')) as object)),
  ]),
);

describe.each(contentKindNames)('the content kind %s', (kind) => {
  const declared = contentKinds[kind];

  it.each(Object.keys(dialects))('has its tables in the %s schema', (dialect) => {
    for (const name of declared.tables)
      expect(tableIn(dialects[dialect]!, name), `${dialect} table ${name}`).toBeDefined();
  });

  it('has the same columns in both dialects', () => {
    for (const name of declared.tables) {
      const [sqlite, postgres] = [tableIn(sqliteSchema, name), tableIn(postgresSchema, name)];
      expect(columnsOf(sqlite!).sort()).toEqual(columnsOf(postgres!).sort());
      expect(getTableName(sqlite!)).toBe(getTableName(postgres!));
    }
  });

  it('has its tables in the backup', () => {
    for (const name of declared.tables) expect(backedUpTables).toContain(name);
  });

  it('has publishing columns exactly when it is scheduled', () => {
    const own = tableIn(sqliteSchema, declared.tables[0])!;
    const publishing = ['live', 'publishAt', 'unpublishAt', 'publishedAt', 'scheduledBy'];
    for (const column of publishing)
      expect(columnsOf(own).includes(column), column).toBe(declared.scheduled);
  });

  it('holds a file by id exactly when the media library lists its uses', () => {
    const fileColumns = declared.tables.flatMap((name) =>
      columnsOf(tableIn(sqliteSchema, name)!).filter((column) =>
        ['fileId', 'imageId'].includes(column),
      ),
    );
    expect(fileColumns.length > 0).toBe(declared.mediaUse !== null);
    if (declared.mediaUse) expect(mediaUseKinds).toContain(declared.mediaUse);
  });

  it('goes to the trash and is found by search under its names', () => {
    expect(trashKinds).toContain(declared.entity);
    expect(searchKinds).toContain(declared.search);
  });

  // The pages make its words from its labels (web/i18n/kind-messages.ts, whose test reads them
  // as pages do); a catalogue's entry of the same id would win over them.
  it('is called on the pages what the registry calls it: no catalogue types its words', () => {
    const ids = [
      `search.kinds.${declared.search}`,
      `search.kindFilters.${declared.search}`,
      ...(declared.page ? [`items.${kind}Label`, `items.${kind}Noun`] : []),
    ];
    expect(catalogueFiles.length).toBeGreaterThan(2);
    for (const [file, typed] of typedIds)
      for (const id of ids) expect(typed.has(id), `${id} in web/${file}`).toBe(false);
  });
});

describe.each(itemKinds)('the item kind %s', (kind) => {
  const { page } = contentKinds[kind];

  it('has a route for its items, and a page for its list', async () => {
    expect(pagePaths).toContain(`/${kind}/:slug`);
    // The list may be an information page (the achievements' is /accolades), which no route
    // names: the catch-all serves it from the database (web/routes.ts).
    const list = await app.inject({
      method: 'GET',
      url: new URL(page.list, 'https://school.test').pathname,
    });
    expect(list.statusCode, page.list).toBe(200);
  });
});

describe('the registry', () => {
  it('names each kind, entity, table and search kind once', () => {
    const tables = contentKindNames.flatMap((kind) => contentKinds[kind].tables);
    const searched = contentKindNames.map((kind) => contentKinds[kind].search);
    for (const names of [contentEntities, tables, searched])
      expect(new Set(names).size).toBe(names.length);
  });

  it('has no page route for a kind without pages', () => {
    for (const kind of contentKindNames.filter((name) => contentKinds[name].page === null))
      expect(pagePaths).not.toContain(`/${kind}/:slug`);
  });

  it('schedules every kind with pages, as decision 0023 says', () => {
    expect(scheduledKinds).toEqual(itemKinds);
  });
});
