import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import {
  tcCsvColumns,
  tcCsvMaxRows,
  tcInputSchema,
  tcPublicListDefault,
  tcPublicListSchema,
  type PublishedTcs,
  type TcImportResult,
  type TcPublicListSetting,
  type TcInput,
  type TcVerification,
  type TransferCertificate,
} from '#contracts/transfer-certificates.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { assertKnownIdShape, HttpError, notFound } from '#server/lib/http-errors.ts';
import type { AuditRepository } from '#server/modules/audit/index.ts';
import type { ResponseCache } from '#server/cache/response-cache.ts';
import { storedNamesOf, type FileRecord } from '#server/files/store-upload.ts';
import { parseCsv } from './parse-csv.ts';

type Actor = { username: string };
type ImportError = TcImportResult['errors'][number];

const entity = 'transfer-certificates';

/**
 * Transfer certificates: written by staff with an audit entry each time, verified by anyone.
 * Every write clears the response cache: /view-issued-tcs may publish the list (a setting).
 */
export function createTcRepository(
  db: Database,
  audit: AuditRepository,
  cache: ResponseCache,
  /** The school that issued them, as its settings name it now. */
  school: () => Promise<Pick<SchoolSettings, 'name'>>,
) {
  const { transferCertificates: tcs, settings, files } = db.tables;
  const write = async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
    const result = await db.write(work);
    cache.invalidate();
    return result;
  };
  const listSettingKey = 'tc-public-list';

  async function listSetting(): Promise<TcPublicListSetting> {
    const [row] = await db.read.select().from(settings).where(eq(settings.key, listSettingKey));
    const parsed = tcPublicListSchema.safeParse(row?.value);
    return parsed.success ? parsed.data : tcPublicListDefault;
  }

  type ScanColumns = { scanName: string | null; scanBytes: number | null };
  const toRecord = ({
    scanFileId: _scanFileId,
    scanName,
    scanBytes,
    ...row
  }: typeof tcs.$inferSelect & ScanColumns): TransferCertificate => ({
    ...row,
    scan: scanName === null ? null : { originalName: scanName, byteSize: scanBytes ?? 0 },
    createdAt: row.createdAt.toISOString(),
  });

  async function scanFile(q: Queryable, scanFileId: string | null) {
    if (!scanFileId) return undefined;
    const [file] = await q.select().from(files).where(eq(files.id, scanFileId)).limit(1);
    return file;
  }

  async function takenNumbers(tx: Queryable, numbers: string[]): Promise<Set<string>> {
    if (numbers.length === 0) return new Set();
    const rows = await tx
      .select({ number: tcs.number })
      .from(tcs)
      .where(inArray(tcs.number, numbers));
    return new Set(rows.map((row) => row.number));
  }

  const rowOf = (input: TcInput) => ({
    id: randomUUID(),
    ...input,
    scanFileId: null,
    createdAt: new Date(),
  });

  return {
    listSetting,

    async saveListSetting(actor: Actor, value: TcPublicListSetting): Promise<TcPublicListSetting> {
      const updatedAt = new Date();
      await write(async (tx) => {
        await tx
          .insert(settings)
          .values({ key: listSettingKey, value, updatedAt })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } });
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'update',
          entity,
          entityId: listSettingKey,
          summary: value.published
            ? `Public TC list published (${value.columns.join(', ')})`
            : 'Public TC list not published',
        });
      });
      return value;
    },

    /** The chosen columns of every TC, when the school publishes the list; else null. */
    async published(): Promise<PublishedTcs> {
      const setting = await listSetting();
      if (!setting.published) return null;
      const rows = await db.read.select().from(tcs).orderBy(desc(tcs.issuedOn), desc(tcs.number));
      return {
        columns: setting.columns,
        rows: rows.map((row) =>
          Object.fromEntries(setting.columns.map((column) => [column, row[column]])),
        ),
      };
    },

    async list(): Promise<TransferCertificate[]> {
      const rows = await db.read
        .select({
          ...getTableColumns(tcs),
          scanName: files.originalName,
          scanBytes: files.byteSize,
        })
        .from(tcs)
        .leftJoin(files, eq(tcs.scanFileId, files.id))
        .orderBy(desc(tcs.issuedOn), desc(tcs.number));
      return rows.map(toRecord);
    },

    async create(actor: Actor, input: TcInput): Promise<TransferCertificate> {
      const row = rowOf(input);
      await write(async (tx) => {
        if ((await takenNumbers(tx, [input.number])).size > 0)
          throw new HttpError(400, 'number: A TC with this number is already recorded.', [
            { field: 'number', message: 'A TC with this number is already recorded.' },
          ]);
        await tx.insert(tcs).values(row);
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'create',
          entity,
          entityId: row.id,
          summary: `TC ${row.number}`,
        });
      });
      return toRecord({ ...row, scanName: null, scanBytes: null });
    },

    /**
     * Attaches the stored scan to a TC, replacing its earlier scan; answers the stored names the
     * replaced scan leaves behind, for removal after the commit.
     */
    async attachScan(actor: Actor, id: string, scan: FileRecord): Promise<string[]> {
      assertKnownIdShape(id);
      return write(async (tx) => {
        const [row] = await tx.select().from(tcs).where(eq(tcs.id, id)).limit(1);
        if (!row) throw notFound();
        const replaced = await scanFile(tx, row.scanFileId);
        await tx.insert(files).values(scan);
        await tx.update(tcs).set({ scanFileId: scan.id }).where(eq(tcs.id, id));
        if (replaced) await tx.delete(files).where(eq(files.id, replaced.id));
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'update',
          entity,
          entityId: id,
          summary: `TC ${row.number}: scan ${replaced ? 'replaced' : 'attached'}`,
        });
        return replaced ? storedNamesOf(replaced) : [];
      });
    },

    /** The scan's file row, when the TC has one. */
    async scanOf(id: string): Promise<FileRecord | undefined> {
      assertKnownIdShape(id);
      const [row] = await db.read
        .select({ scanFileId: tcs.scanFileId })
        .from(tcs)
        .where(eq(tcs.id, id))
        .limit(1);
      return scanFile(db.read, row?.scanFileId ?? null);
    },

    /**
     * Imports the valid rows of a CSV file and reports every other row with its line, field and
     * reason, so staff fix only those; numbers already recorded (or twice in the file) are refused.
     */
    async importCsv(actor: Actor, text: string): Promise<TcImportResult> {
      const [header, ...rows] = parseCsv(text);
      const names = (header?.cells ?? []).map((cell) => cell.trim());
      const absent = tcCsvColumns.filter((column) => !names.includes(column));
      if (!header || absent.length > 0)
        throw new HttpError(
          400,
          `The first line must name the columns: ${tcCsvColumns.join(',')}.`,
        );
      if (rows.length > tcCsvMaxRows)
        throw new HttpError(400, `At most ${tcCsvMaxRows} TCs in one file.`);

      const errors: ImportError[] = [];
      const valid: Array<{ line: number; input: TcInput }> = [];
      for (const { line, cells } of rows) {
        const fields = Object.fromEntries(names.map((name, index) => [name, cells[index] ?? '']));
        const parsed = tcInputSchema.safeParse(fields);
        if (parsed.success) valid.push({ line, input: parsed.data });
        else
          errors.push(
            ...parsed.error.issues.map((issue) => ({
              line,
              field: issue.path.join('.') || 'row',
              message: issue.message,
            })),
          );
      }
      let imported = 0;
      await write(async (tx) => {
        const taken = await takenNumbers(
          tx,
          valid.map(({ input }) => input.number),
        );
        const fresh: TcInput[] = [];
        for (const { line, input } of valid) {
          if (taken.has(input.number)) {
            errors.push({
              line,
              field: 'number',
              message: 'A TC with this number is already recorded.',
            });
            continue;
          }
          taken.add(input.number);
          fresh.push(input);
        }
        // In chunks: SQLite allows a limited number of bound values per statement.
        for (let start = 0; start < fresh.length; start += 100)
          await tx.insert(tcs).values(fresh.slice(start, start + 100).map(rowOf));
        imported = fresh.length;
        if (imported > 0)
          await audit.record(tx, {
            adminUsername: actor.username,
            action: 'create',
            entity,
            entityId: 'import',
            summary: `${imported} TCs imported from CSV`,
          });
      });
      errors.sort((a, b) => a.line - b.line);
      return {
        message: `${imported} TCs imported${errors.length ? `; ${errors.length} problems in the file` : ''}.`,
        imported,
        errors,
      };
    },

    /** Deletes the TC and its scan's row; answers the scan's stored names, for removal after the commit. */
    async remove(actor: Actor, id: string): Promise<string[]> {
      assertKnownIdShape(id);
      return write(async (tx) => {
        const [row] = await tx.delete(tcs).where(eq(tcs.id, id)).returning();
        if (!row) throw notFound();
        const scan = await scanFile(tx, row.scanFileId);
        if (scan) await tx.delete(files).where(eq(files.id, scan.id));
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'delete',
          entity,
          entityId: id,
          summary: `TC ${row.number}`,
        });
        return scan ? storedNamesOf(scan) : [];
      });
    },

    /** A TC matches only with both its number and the student's date of birth. */
    /** Whether a TC with this number was recorded (the per-number limit counts only these). */
    async isIssued(number: string): Promise<boolean> {
      const [row] = await db.read
        .select({ id: tcs.id })
        .from(tcs)
        .where(eq(tcs.number, number))
        .limit(1);
      return row !== undefined;
    },

    async verify(number: string, dateOfBirth: string): Promise<TcVerification | undefined> {
      if (!number || !dateOfBirth) return undefined;
      const [row] = await db.read
        .select({ number: tcs.number, issuedOn: tcs.issuedOn, className: tcs.className })
        .from(tcs)
        .where(and(eq(tcs.number, number), eq(tcs.dateOfBirth, dateOfBirth)))
        .limit(1);
      return row && { ...row, school: (await school()).name };
    },
  };
}

export type TcRepository = ReturnType<typeof createTcRepository>;
