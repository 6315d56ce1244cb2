import type { Language } from '../languages.ts';

/**
 * Hindi beside English in the same record (decision 0025): a page, each of its sections and each
 * of its blocks may carry `hi`, a copy of its own texts in Hindi, path for path. Its other values
 * (pictures, links, numbers, colours, the blocks it holds) are the English record's, so moving or
 * re-picturing a block needs no second edit, and the translation moves with the block.
 */

/**
 * Strings that are not words to a reader: addresses, icon names, colours, ids, machine values.
 * Site search leaves them out of a page's words too (server/modules/search/search-documents.ts).
 */
export const machineValueKeys: ReadonlySet<string> = new Set([
  'academicYear',
  'audience',
  'colour',
  'contactEmail',
  'dateTime',
  'defaultId',
  'embedUrl',
  'href',
  'icon',
  'id',
  'minWidth',
  'pointStyle',
  'slug',
  'src',
  'style',
  'swatch',
  'to',
  'tone',
  'type',
  'updatedAt',
  'updatedBy',
  'variant',
]);
/** What a translation keeps as the English record has it: machine values, and who signed. */
const untranslatedKeys = new Set([...machineValueKeys, 'signedBy']);
/** Where a node holds other nodes: each of those carries its own translation. */
const childKeys = new Set(['blocks', 'main', 'side', 'sections', 'hi']);
/** Rich text is translated as a whole document: its shape may differ from the English one. */
const documentKeys = new Set(['doc']);

/** A node's Hindi: strings where its English has words, arrays index for index, documents whole. */
export type Translation =
  string | number | boolean | null | readonly unknown[] | { readonly [key: string]: unknown };
type Path = Array<string | number>;
/** One text of a node that Hindi readers need: where it is and what it says in English. */
export type TranslatableText = { path: Path; english: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every text of `node` itself (not of the nodes it holds) that a translation must give. */
export function translatableTexts(node: object): TranslatableText[] {
  const found: TranslatableText[] = [];
  const visit = (value: unknown, path: Path): void => {
    if (typeof value === 'string') {
      if (value.trim()) found.push({ path, english: value });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, index]));
    } else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (untranslatedKeys.has(key) || childKeys.has(key)) continue;
        if (documentKeys.has(key)) found.push({ path: [...path, key], english: child });
        else visit(child, [...path, key]);
      }
    }
  };
  visit(node, []);
  return found;
}

/** The value at `path` inside a translation, if there is one. */
export function translationAt(translation: unknown, path: Path): unknown {
  let value = translation;
  for (const step of path) {
    if (Array.isArray(value) && typeof step === 'number') value = value[step];
    else if (isRecord(value) && typeof step === 'string') value = value[step];
    else return undefined;
  }
  return value;
}

const given = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') || isRecord(value);

/** The node with its Hindi texts where given; `missing` counts the texts still in English. */
function merged(english: unknown, hindi: unknown, counter: { missing: number }): unknown {
  if (typeof english === 'string') {
    if (!english.trim()) return english;
    if (typeof hindi === 'string' && hindi.trim()) return hindi;
    counter.missing += 1;
    return english;
  }
  if (Array.isArray(english))
    return english.map((item, index) =>
      merged(item, Array.isArray(hindi) ? hindi[index] : undefined, counter),
    );
  if (!isRecord(english)) return english;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(english)) {
    if (key === 'hi') continue;
    const hindiChild = isRecord(hindi) ? hindi[key] : undefined;
    if (untranslatedKeys.has(key) || childKeys.has(key)) result[key] = child;
    else if (documentKeys.has(key)) {
      if (given(hindiChild)) result[key] = hindiChild;
      else {
        counter.missing += 1;
        result[key] = child;
      }
    } else result[key] = merged(child, hindiChild, counter);
  }
  return result;
}

/**
 * `node` in `language`: in Hindi its texts come from `hi`. `complete` says whether every text
 * had its Hindi; an incomplete node is shown in English (marked lang="en"), never half and half.
 */
export function inLanguage<T extends object>(
  node: T,
  language: Language,
): { node: T; complete: boolean; missing: number } {
  if (language === 'en') return { node, complete: true, missing: 0 };
  const counter = { missing: 0 };
  const hindi = merged(node, (node as { hi?: unknown }).hi, counter) as T;
  return counter.missing === 0
    ? { node: hindi, complete: true, missing: 0 }
    : { node, complete: false, missing: counter.missing };
}

/**
 * Paths in a translation that name no English text: a Hindi value where the English has none,
 * or for a value that is not translated (a link, a picture). Reported as validation errors, so
 * a translation never carries data the page would ignore.
 */
export function strayTranslationPaths(node: object, translation: Translation | undefined): Path[] {
  const stray: Path[] = [];
  const texts = translatableTexts(node).map((text) => JSON.stringify(text.path));
  const wanted = new Set(texts);
  const prefixes = new Set(
    translatableTexts(node).flatMap((text) =>
      text.path.map((_, index) => JSON.stringify(text.path.slice(0, index))),
    ),
  );
  const visit = (value: unknown, path: Path): void => {
    if (value === null || value === undefined) return;
    const key = JSON.stringify(path);
    if (wanted.has(key)) return;
    if (typeof value !== 'object' || !prefixes.has(key)) {
      stray.push(path);
      return;
    }
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else for (const [name, child] of Object.entries(value)) visit(child, [...path, name]);
  };
  visit(translation, []);
  return stray;
}

/** Calls `visit` for `root` and every node it holds (sections, blocks, blocks in tabs…), with its path. */
export function forEachNode(
  root: object,
  visit: (node: Record<string, unknown>, path: Path) => void,
): void {
  const inside = (value: unknown, path: Path): void => {
    if (Array.isArray(value)) value.forEach((item, index) => inside(item, [...path, index]));
    else if (isRecord(value))
      for (const [key, child] of Object.entries(value)) {
        if (key === 'hi') continue;
        if (childKeys.has(key) && Array.isArray(child))
          child.forEach((item, index) => isRecord(item) && node(item, [...path, key, index]));
        else inside(child, [...path, key]);
      }
  };
  const node = (value: Record<string, unknown>, path: Path): void => {
    visit(value, path);
    inside(value, path);
  };
  node(root as Record<string, unknown>, []);
}

/** The whole tree with every Hindi text given put in place (validation checks them like English). */
export function withHindiTexts<T extends object>(root: T): T {
  const inside = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inside);
    if (!isRecord(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        childKeys.has(key) && Array.isArray(child)
          ? child.map((item) => (isRecord(item) ? node(item) : item))
          : inside(child),
      ]),
    );
  };
  const node = (value: Record<string, unknown>): unknown =>
    inside(merged(value, value.hi, { missing: 0 }));
  return node(root as Record<string, unknown>) as T;
}

/** How much of a page has its Hindi: nodes with texts, and how many of them are complete. */
export function translationProgress(root: object): { nodes: number; complete: number } {
  let nodes = 0;
  let complete = 0;
  forEachNode(root, (node) => {
    if (translatableTexts(node).length === 0) return;
    nodes += 1;
    if (inLanguage(node, 'hi').complete) complete += 1;
  });
  return { nodes, complete };
}

/** `value` with `replacement` at `path`, copying only what lies on the way (arrays grow with nulls). */
export function replacedAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [step, ...rest] = path;
  if (typeof step === 'number') {
    const copy: unknown[] = Array.isArray(value) ? [...value] : [];
    while (copy.length < step) copy.push(null);
    copy[step] = replacedAt(copy[step], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = isRecord(value) ? { ...value } : {};
  copy[step!] = replacedAt(copy[step!], rest, replacement);
  return copy;
}
