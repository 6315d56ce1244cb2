import { linkSchema } from './content/links.ts';
import { z } from './zod.ts';

/**
 * The header and footer menus: data staff edit in the admin's Menus tab, stored as one
 * setting. Home and Mandatory Disclosure stay fixed in the main menu: every page links home, and
 * CBSE asks schools to link their mandatory public disclosure from the home page.
 */

export const menuLimits = {
  labelLength: 60,
  pathLength: 300,
  itemsPerGroup: 20,
  headerGroups: 8,
  footerGroups: 3,
  quickLinks: 4,
  legalLinks: 6,
} as const;

const label = (name: string) =>
  z
    .string(`${name} is required.`)
    .trim()
    .min(1, `${name} is required.`)
    .max(menuLimits.labelLength, `${name} must be at most ${menuLimits.labelLength} characters.`);

/**
 * A label's Hindi for the /hi/ pages (decision 0025); empty or absent: the English shows. No
 * transform: the same schema describes the API's answer.
 */
const labelHi = (name: string) =>
  z
    .string(`${name} in Hindi must be text.`)
    .trim()
    .max(
      menuLimits.labelLength,
      `${name} in Hindi must be at most ${menuLimits.labelLength} characters.`,
    )
    .optional();

/** Where a menu link leads: the site's one rule for links (contracts/content/links.ts). */
export const menuPathSchema = linkSchema('Address', menuLimits.pathLength);

export const menuItemSchema = z.object({
  label: label('Label'),
  labelHi: labelHi('Label'),
  path: menuPathSchema,
  /** Kept in the menu for staff, left out of the public pages. */
  hidden: z.boolean('Hidden must be true or false.').default(false),
});

const items = (max: number) =>
  z.array(menuItemSchema).max(max, `At most ${max} links in one list.`);

export const menuGroupSchema = z.object({
  label: label('Group name'),
  labelHi: labelHi('Group name'),
  items: items(menuLimits.itemsPerGroup),
});

export const menusSchema = z.object({
  /** The main menu's dropdown groups, in the order the header shows them. */
  header: z
    .array(menuGroupSchema)
    .min(1, 'The main menu needs at least one group.')
    .max(menuLimits.headerGroups, `The main menu fits at most ${menuLimits.headerGroups} groups.`),
  /** The short links in the header's top bar. */
  quickLinks: items(menuLimits.quickLinks),
  /** The footer's columns of links. */
  footer: z
    .array(menuGroupSchema)
    .max(menuLimits.footerGroups, `The footer fits at most ${menuLimits.footerGroups} columns.`),
  /** The links on the footer's bottom line (privacy policy, terms, admin login). */
  legal: items(menuLimits.legalLinks),
});

export type MenuItem = z.output<typeof menuItemSchema>;
export type MenuGroup = z.output<typeof menuGroupSchema>;
export type Menus = z.output<typeof menusSchema>;
export type MenusInput = z.input<typeof menusSchema>;
export type MenuList = keyof Menus;

/** What staff call each list, in the admin and in error messages. */
export const menuListLabels: Record<MenuList, string> = {
  header: 'Main menu',
  quickLinks: 'Quick links',
  footer: 'Footer',
  legal: 'Footer bottom line',
};

/**
 * Where a validation issue is, in words: "Main menu, group 5 (Parent Corner), link 3 (School
 * Timing)". `input` is the body as sent, so the names are those staff typed.
 */
export function describeMenuPath(input: unknown, path: readonly PropertyKey[]): string {
  const [list, first, inner, second] = path;
  if (typeof list !== 'string' || !(list in menuListLabels)) return '';
  const parts = [menuListLabels[list as MenuList]];
  const nameOf = (node: unknown) => {
    const name = (node as { label?: unknown } | undefined)?.label;
    return typeof name === 'string' && name.trim() ? ` (${name.trim().slice(0, 40)})` : '';
  };
  const entries = (input as Record<string, unknown[] | undefined> | undefined)?.[list];
  if (typeof first !== 'number') return parts.join(', ');
  const entry = Array.isArray(entries) ? entries[first] : undefined;
  const grouped = list === 'header' || list === 'footer';
  parts.push(`${grouped ? 'group' : 'link'} ${first + 1}${nameOf(entry)}`);
  if (grouped && inner === 'items' && typeof second === 'number') {
    const links = (entry as { items?: unknown[] } | undefined)?.items;
    parts.push(`link ${second + 1}${nameOf(Array.isArray(links) ? links[second] : undefined)}`);
  }
  return parts.join(', ');
}

/**
 * The menus without the links staff hid, nor those to a page in the trash (`trashedPaths`, such as
 * `/sports-day`: they come back with the page), and without groups left empty: what visitors see.
 */
export function visibleMenus(menus: Menus, trashedPaths: readonly string[] = []): Menus {
  const trashed = new Set(trashedPaths);
  const shown = (list: MenuItem[]) =>
    list.filter((item) => !item.hidden && !trashed.has(item.path.replace(/[?#].*$/, '')));
  const groups = (list: MenuGroup[]) =>
    list
      .map((group) => ({ ...group, items: shown(group.items) }))
      .filter((group) => group.items.length > 0);
  return {
    header: groups(menus.header),
    quickLinks: shown(menus.quickLinks),
    footer: groups(menus.footer),
    legal: shown(menus.legal),
  };
}
