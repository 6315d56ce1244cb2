import { readFileSync } from 'node:fs';
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

const messages = (file: string) =>
  JSON.parse(readFileSync(new URL(`../web/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    Record<string, Record<string, string>>
  >;
const itemWords = {
  en: messages('components/messages/en.json').items!,
  hi: messages('components/messages/hi.json').items!,
};
const searchWords = {
  en: messages('features/search/messages/en.json').search!,
  hi: messages('features/search/messages/hi.json').search!,
};

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

  it('is called on the search page what the registry calls it', () => {
    expect(searchWords.en.kindFilters![declared.search]).toBe(declared.labels.plural);
    if (declared.page === null)
      expect(searchWords.hi.kindFilters![declared.search]).toBe(declared.labels.pluralHi);
  });
});

describe.each(itemKinds)('the item kind %s', (kind) => {
  const { page, labels } = contentKinds[kind];

  it('has a route for its items and one for its list', () => {
    expect(pagePaths).toContain(`/${kind}/:slug`);
    expect(pagePaths).toContain(new URL(page.list, 'https://school.test').pathname);
  });

  it('is called on its pages what the registry calls it, in both languages', () => {
    expect(itemWords.en[`${kind}Label`]).toBe(labels.plural);
    expect(itemWords.en[`${kind}Noun`]).toBe(labels.singular);
    expect(itemWords.hi[`${kind}Label`]).toBe(labels.pluralHi);
    expect(itemWords.hi[`${kind}Noun`]).toBe(labels.singularHi);
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
