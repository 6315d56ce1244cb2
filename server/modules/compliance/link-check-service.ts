import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { complianceSchema, type BrokenLink, type Compliance } from '#contracts/compliance.ts';
import {
  schoolInformationSections,
  sectionIds,
  type FieldSpec,
} from '#contracts/content/school-information.ts';
import type { Database } from '#server/db/database.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { ContentServices } from '#server/modules/content/index.ts';
import { contentLinks, type ContentLink } from './content-links.ts';
import { disclosureScreens } from '#contracts/disclosure-screens.ts';
import { brokenAddresses } from './broken-addresses.ts';
import { checkLink, type LinkCheckOptions } from './link-checker.ts';

type Check = () => Promise<string | undefined>;
type Place = Omit<BrokenLink, 'problem' | 'target' | 'kind'>;
type Target = { target: string; kind: BrokenLink['kind']; check: Check; places: Place[] };

const latestId = 'latest';
/** A few checks at a time: quick over a school's few hundred links, gentle on the sites asked. */
const concurrency = 4;
const storedResultsSchema = z.object({
  checked: z.number().int(),
  broken: complianceSchema.shape.brokenLinks.shape.broken,
});

/**
 * The link checker over every web address staff typed (the disclosure's fields, and the links in
 * news, notices, events, gallery posts, information pages and menus) and every stored disclosure
 * document (checked in storage, not over HTTP). Each address is checked once however many places
 * use it, and each place is reported. The latest run is kept in the database, so every server
 * shows the same results.
 */
export function createLinkCheckService(deps: {
  db: Database;
  services: ContentServices;
  storage: FileStorage;
  /**
   * The status this site answers for one of its own paths (a HEAD in process). Site-relative
   * links (`/fee-structure`, `/uploads/…`) are checked against the site itself rather than
   * skipped: a renamed or deleted page and a removed file are the breakages staff cause most,
   * and asking the app in process needs no network, so there is nothing to protect from SSRF.
   */
  checkSitePath: (path: string) => Promise<number>;
  options?: LinkCheckOptions;
}) {
  const { db, services, storage, checkSitePath, options } = deps;
  const { linkCheckRuns } = db.tables;

  const checkUrl: (url: string) => Check = (url) => async () => {
    const result = await checkLink(url, options);
    return result.ok ? undefined : (result.error ?? `answered ${result.status}`);
  };
  const checkPath: (path: string) => Check = (path) => async () => {
    const status = await checkSitePath(path.replace(/#.*$/, '') || '/');
    return status < 400 ? undefined : `this site answered ${status}`;
  };

  /** How an address is checked; undefined for what cannot be (mailto:, tel:). */
  function checkerOf(target: string): Pick<Target, 'kind' | 'check'> | undefined {
    if (/^\/(?!\/)/.test(target)) return { kind: 'site', check: checkPath(target) };
    if (/^https?:\/\//i.test(target)) return { kind: 'url', check: checkUrl(target) };
    return undefined;
  }

  async function disclosureLinks(): Promise<ContentLink[]> {
    const info = await services.schoolInformation.get();
    return sectionIds.flatMap((section) => {
      const fields: readonly FieldSpec[] = schoolInformationSections[section].fields;
      return fields.flatMap((field) => {
        const value = (info.sections[section] as Record<string, unknown>)[field.key];
        if (field.kind !== 'url' || typeof value !== 'string' || !value) return [];
        return [
          {
            target: value,
            label: field.label,
            where: `${disclosureScreens['school-information'].name}, ${schoolInformationSections[section].title}`,
            fixTab: 'school-information' as const,
          },
        ];
      });
    });
  }

  async function targets(): Promise<Target[]> {
    const byTarget = new Map<string, Target>();
    for (const { target, ...place } of [
      ...(await disclosureLinks()),
      ...(await contentLinks(services)),
    ]) {
      const known = byTarget.get(target);
      if (known) {
        known.places.push(place);
        continue;
      }
      const checker = checkerOf(target);
      if (checker) byTarget.set(target, { target, ...checker, places: [place] });
    }
    const documents = (await services.disclosures.list()).map((document) => ({
      target: document.originalName,
      kind: 'document' as const,
      places: [
        {
          label: document.title || document.originalName,
          where: disclosureScreens.disclosure.name,
          fixTab: 'disclosure' as const,
        },
      ],
      check: async () =>
        (await storage.exists(document.fileName)) ? undefined : 'the stored file is missing',
    }));
    return [...byTarget.values(), ...documents];
  }

  async function latest(): Promise<Compliance['brokenLinks']> {
    const [row] = await db.read.select().from(linkCheckRuns).where(eq(linkCheckRuns.id, latestId));
    const none = { checkedAt: null, durationMs: null, checked: 0, broken: [], addresses: [] };
    if (!row) return none;
    // A run stored before the results named where each link is reads as not checked yet.
    const parsed = storedResultsSchema.safeParse(row.results);
    if (!parsed.success) return none;
    const results = parsed.data;
    return {
      checkedAt: row.checkedAt.toISOString(),
      durationMs: row.durationMs,
      checked: results.checked,
      broken: results.broken,
      // Grouped when read, not stored: runs kept before the grouping read the same way.
      addresses: brokenAddresses(results.broken),
    };
  }

  return {
    latest,

    /** Checks everything now and keeps the results as the latest run. */
    async run(): Promise<Compliance['brokenLinks']> {
      const started = performance.now();
      const all = await targets();
      const broken: BrokenLink[] = [];
      const runAll = async (queue: Target[]) => {
        const worker = async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const { check, places, target, kind } = next;
            const problem = await check().catch(() => 'could not be checked');
            if (problem)
              broken.push(...places.map((place) => ({ ...place, target, kind, problem })));
          }
        };
        await Promise.all(Array.from({ length: concurrency }, worker));
      };
      // Other sites first, then this site's pages: rendering them in process keeps the event loop
      // busy, which would otherwise make a quick answer from another site look timed out.
      await runAll(all.filter((target) => target.kind === 'url'));
      await runAll(all.filter((target) => target.kind !== 'url'));
      const checked = all.length;
      broken.sort((a, b) => a.label.localeCompare(b.label) || a.where.localeCompare(b.where));
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
