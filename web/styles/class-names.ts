import { createHash } from 'node:crypto';
import path from 'node:path';

const classSelector = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * Short names for the classes of the CSS modules in a build: `_`, five characters of a hash of the
 * file, and the class's place in the file (`_calloutTitle_aeorx_66` -> `_Xq3-9b`). Each name is
 * written in the stylesheet, in the page's HTML and in the map of names each module ships in the
 * page's scripts. One prefix per file keeps the names alike for gzip: the home page's JS is
 * 1.0 KB smaller (gzip -9); a hash per class made it larger. Names depend only on the file (from
 * the project's root) and its text, so the browser's and the server's builds agree. Two classes
 * given one name would share their styles, so the build stops on one instead.
 */
export function shortClassNames(root: string) {
  const owners = new Map<string, string>();
  return (local: string, file: string, css: string): string => {
    const relative = path.relative(root, file.replace(/\?.*$/, ''));
    const prefix = createHash('sha256').update(relative).digest('base64url').slice(0, 5);
    const classes = [...new Set([...css.matchAll(classSelector)].map((match) => match[1]))];
    const place = classes.indexOf(local);
    // A class the file's text does not name as a selector cannot happen; named in full, it is unique.
    const name = `_${prefix}${place < 0 ? `_${local}` : place.toString(36)}`;
    const owner = `${relative}:${local}`;
    const taken = owners.get(name);
    if (taken !== undefined && taken !== owner)
      throw new Error(`CSS classes ${taken} and ${owner} would both be named ${name}`);
    owners.set(name, owner);
    return name;
  };
}
