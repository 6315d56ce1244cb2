import { createHash } from 'node:crypto';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { ResponseCache } from '#server/cache/response-cache.ts';
import { schoolSettingsEntity } from '#server/cache/school-settings-entity.ts';

/** The school as the pictures the server draws show it: its settings and its logo's bytes. */
export type SchoolLook = {
  school: SchoolSettings;
  logo: Buffer;
  /** A short hash of the logo's bytes: what is drawn from it changes when they do. */
  logoHash: string;
  /**
   * A short hash of the settings and the logo: unchanged by writes that left both alone (many
   * writes drop the whole cache), so what is made from the look is not made again for them.
   */
  version: string;
};

const shortHash = (data: string | Buffer) =>
  createHash('sha256').update(data).digest('hex').slice(0, 16);

/**
 * The school's look for the icons, the manifests and the share cards, read once per change: a
 * save of the settings, or of a file in the media library (the logo may be one replaced at its
 * address), makes the next call read it again, on every instance (the cache's channel).
 * Undefined while the school is not set up, or when its logo file is missing.
 */
export function createSchoolLook(deps: {
  school: () => Promise<SchoolSettings | undefined>;
  readLogo: (src: string) => Promise<Buffer | undefined>;
  cache: Pick<ResponseCache, 'changedAt'>;
}): () => Promise<SchoolLook | undefined> {
  let memo: { generation: number; look: Promise<SchoolLook | undefined> } | undefined;

  async function load(): Promise<SchoolLook | undefined> {
    const school = await deps.school();
    const logo = school && (await deps.readLogo(school.logo.src));
    if (!school || !logo) return undefined;
    const logoHash = shortHash(logo);
    return { school, logo, logoHash, version: shortHash(`${JSON.stringify(school)}\n${logoHash}`) };
  }

  return () => {
    const generation = deps.cache.changedAt([schoolSettingsEntity, 'media']);
    if (memo?.generation !== generation) {
      const look = load();
      memo = { generation, look };
      look.catch(() => {
        if (memo?.look === look) memo = undefined;
      });
    }
    return memo.look;
  };
}
