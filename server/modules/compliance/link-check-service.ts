import { eq } from 'drizzle-orm';
import type { BrokenLink, Compliance } from '#contracts/compliance.ts';
import {
  schoolInformationSections,
  sectionIds,
  type FieldSpec,
} from '#contracts/content/school-information.ts';
import type { Database } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { ContentServices } from '../content/content-services.ts';
import { checkLink, type LinkCheckOptions } from './link-checker.ts';

type Target = Omit<BrokenLink, 'problem'> & { check: () => Promise<string | undefined> };

const latestId = 'latest';
/** A few checks at a time: quick over a school's few dozen links, gentle on the sites asked. */
const concurrency = 4;

/**
 * The link checker over every web address staff typed in the disclosure and every stored
 * disclosure document (checked in storage, not over HTTP). The latest run is kept in the database,
 * so every server shows the same results.
 */
export function createLinkCheckService(deps: {
  db: Database;
  services: ContentServices;
  storage: FileStorage;
  options?: LinkCheckOptions;
}) {
  const { db, services, storage, options } = deps;
  const { linkCheckRuns } = db.tables;

  async function targets(): Promise<Target[]> {
    const info = await services.schoolInformation.get();
    const urls = sectionIds.flatMap((section) => {
      const fields: readonly FieldSpec[] = schoolInformationSections[section].fields;
      return fields.flatMap((field) => {
        const value = (info.sections[section] as Record<string, unknown>)[field.key];
        if (field.kind !== 'url' || typeof value !== 'string' || !value) return [];
        return [
          {
            label: field.label,
            target: value,
            kind: 'url' as const,
            fixTab: 'school-information' as const,
            check: async () => {
              const result = await checkLink(value, options);
              return result.ok ? undefined : (result.error ?? `answered ${result.status}`);
            },
          },
        ];
      });
    });
    const documents = (await services.disclosures.list()).map((document) => ({
      label: document.title || document.originalName,
      target: document.originalName,
      kind: 'document' as const,
      fixTab: 'disclosure' as const,
      check: async () =>
        (await storage.exists(document.fileName)) ? undefined : 'the stored file is missing',
    }));
    return [...urls, ...documents];
  }

  async function latest(): Promise<Compliance['brokenLinks']> {
    const [row] = await db.read.select().from(linkCheckRuns).where(eq(linkCheckRuns.id, latestId));
    if (!row) return { checkedAt: null, durationMs: null, checked: 0, broken: [] };
    const results = row.results as { checked: number; broken: BrokenLink[] };
    return {
      checkedAt: row.checkedAt.toISOString(),
      durationMs: row.durationMs,
      checked: results.checked,
      broken: results.broken,
    };
  }

  return {
    latest,

    /** Checks everything now and keeps the results as the latest run. */
    async run(): Promise<Compliance['brokenLinks']> {
      const started = performance.now();
      const queue = await targets();
      const broken: BrokenLink[] = [];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { check, ...target } = next;
          const problem = await check().catch(() => 'could not be checked');
          if (problem) broken.push({ ...target, problem });
        }
      };
      const checked = queue.length;
      await Promise.all(Array.from({ length: concurrency }, worker));
      broken.sort((a, b) => a.label.localeCompare(b.label));
      const durationMs = Math.round(performance.now() - started);
      const row = {
        id: latestId,
        checkedAt: new Date(),
        durationMs,
        results: { checked, broken },
      };
      await db.write((tx) =>
        tx
          .insert(linkCheckRuns)
          .values(row)
          .onConflictDoUpdate({ target: linkCheckRuns.id, set: row }),
      );
      return latest();
    },
  };
}

export type LinkCheckService = ReturnType<typeof createLinkCheckService>;
