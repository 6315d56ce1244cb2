import { eq } from 'drizzle-orm';
import {
  describeMenuPath,
  menuListLabels,
  menusSchema,
  type MenuList,
  type Menus,
} from '#contracts/menus.ts';
import type { Database } from '#server/db/database.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import type { ResponseCache } from '#server/cache/response-cache.ts';
import type { Actor, ContentWriter } from '#server/modules/content-writer/index.ts';

/** The `settings` row that holds the menus. */
const settingKey = 'menus';

/** A 400 whose message says which list, group and link are wrong, and whose errors name the fields. */
export function parseMenus(body: unknown): Menus {
  const result = menusSchema.safeParse(body);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => {
    const where = describeMenuPath(body, issue.path);
    return {
      field: issue.path.join('.') || 'body',
      message: where ? `${where}: ${issue.message}` : issue.message,
    };
  });
  throw new HttpError(400, errors[0]!.message, errors);
}

/** One line for the audit log: the lists (and groups) whose links changed. */
function changeSummary(before: Menus, after: Menus): string {
  const changed = (Object.keys(menuListLabels) as MenuList[]).flatMap((list) => {
    if (JSON.stringify(before[list]) === JSON.stringify(after[list])) return [];
    const groups = list === 'header' || list === 'footer' ? after[list] : [];
    const names = groups
      .filter((group, index) => JSON.stringify(group) !== JSON.stringify(before[list][index]))
      .map((group) => group.label);
    return [`${menuListLabels[list]}${names.length ? ` (${names.join(', ')})` : ''}`];
  });
  return changed.length ? `Changed: ${changed.join('; ')}`.slice(0, 200) : 'Saved, no change';
}

/**
 * The header and footer menus, one setting (contracts/menus.ts). Every start of a set-up site stores the
 * school's default navigation (contracts/default-menus.ts) when no menus are stored yet, so
 * visitors see no change until staff edit; it is done at start rather than on a page's first read because a visitor's request
 * never writes (server/fuzz/fuzz-routes.test.ts). Every page renders the menus, so they are read
 * once per change of the menus: a save reaches every instance's cache, and with it this copy.
 */
export function createMenusService(db: Database, write: ContentWriter, cache: ResponseCache) {
  const { settings } = db.tables;
  /** The school's default menus, once `seed` was given them; none while the site is set up. */
  let defaults: Menus = { header: [], quickLinks: [], footer: [], legal: [] };

  async function load(): Promise<Menus> {
    const [row] = await db.read.select().from(settings).where(eq(settings.key, settingKey));
    // A row the current contract refuses shows the defaults rather than a broken header.
    const parsed = menusSchema.safeParse(row?.value);
    return parsed.success ? parsed.data : defaults;
  }

  let memo: { generation: number; menus: Promise<Menus> } | undefined;

  function read(): Promise<Menus> {
    const generation = cache.changedAt(['menus']);
    if (memo?.generation !== generation) {
      const menus = load();
      memo = { generation, menus };
      menus.catch(() => {
        if (memo?.menus === menus) memo = undefined;
      });
    }
    return memo.menus;
  }

  return {
    read,

    /**
     * Stores the school's default menus unless menus are stored; several servers starting at
     * once store once.
     */
    async seed(schoolDefaults: Menus): Promise<void> {
      defaults = schoolDefaults;
      await db.write((tx) =>
        tx
          .insert(settings)
          .values({ key: settingKey, value: schoolDefaults, updatedAt: new Date() })
          .onConflictDoNothing({ target: settings.key }),
      );
    },

    async save(actor: Actor, menus: Menus): Promise<Menus> {
      const before = await read();
      await write({
        actor,
        action: 'update',
        entity: 'menus',
        work: async (tx) => {
          const updatedAt = new Date();
          await tx
            .insert(settings)
            .values({ key: settingKey, value: menus, updatedAt })
            .onConflictDoUpdate({ target: settings.key, set: { value: menus, updatedAt } });
          return { record: undefined, entityId: settingKey, summary: changeSummary(before, menus) };
        },
      });
      return read();
    },
  };
}

export type MenusService = ReturnType<typeof createMenusService>;
