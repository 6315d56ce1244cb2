import { getTableName, is } from 'drizzle-orm';
import { getTableConfig as getPgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as getSqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as postgres from './postgres.ts';
import * as sqlite from './sqlite.ts';

type Shape = {
  columns: Array<{ name: string; notNull: boolean; primary: boolean; unique: boolean }>;
  foreignKeys: Array<{
    columns: string[];
    foreignTable: string;
    foreignColumns: string[];
    onDelete?: string;
  }>;
  indexes: Array<{ name: string; columns: string[] }>;
};

type AnyConfig = ReturnType<typeof getPgTableConfig> | ReturnType<typeof getSqliteTableConfig>;

function shapeOf(config: AnyConfig): Shape {
  return {
    columns: config.columns
      .map((column) => ({
        name: column.name,
        notNull: column.notNull,
        primary: column.primary,
        unique: column.isUnique,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    foreignKeys: config.foreignKeys
      .map((foreignKey) => {
        const reference = foreignKey.reference();
        return {
          columns: reference.columns.map((column) => column.name),
          foreignTable: getTableName(reference.foreignTable),
          foreignColumns: reference.foreignColumns.map((column) => column.name),
          onDelete: foreignKey.onDelete,
        };
      })
      .sort((a, b) => a.columns.join().localeCompare(b.columns.join())),
    indexes: config.indexes
      .map((index) => ({
        name: index.config.name ?? '',
        columns: index.config.columns.map((column) =>
          'name' in column ? String(column.name) : '',
        ),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

function shapes<T>(
  module: Record<string, unknown>,
  isTable: (value: unknown) => value is T,
  config: (table: T) => AnyConfig,
) {
  return Object.fromEntries(
    Object.values(module)
      .filter(isTable)
      .map((table) => {
        const tableConfig = config(table);
        return [tableConfig.name, shapeOf(tableConfig)];
      }),
  );
}

describe('the two dialect schemas', () => {
  const pgShapes = shapes(
    postgres,
    (value): value is PgTable => is(value, PgTable),
    getPgTableConfig,
  );
  const sqliteShapes = shapes(
    sqlite,
    (value): value is SQLiteTable => is(value, SQLiteTable),
    getSqliteTableConfig,
  );

  it('define the same tables', () => {
    expect(Object.keys(sqliteShapes).sort()).toEqual(Object.keys(pgShapes).sort());
    expect(Object.keys(pgShapes).length).toBeGreaterThan(5);
  });

  it('give every table the same columns, keys, references and indexes', () => {
    expect(sqliteShapes).toEqual(pgShapes);
  });
});
