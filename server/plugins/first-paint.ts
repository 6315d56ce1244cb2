import type { StaticFile } from './static-files.ts';

// React Router marks the entry's own stylesheet with a trailing '#'; the file has no '#'.
const stylesheetLink = /<link rel="stylesheet" href="((\/assets\/[^"#]+\.css)#?)"\/>/g;
const modulePreload = /<link rel="modulepreload"/g;

/**
 * Shapes a rendered page so a phone paints it from the first answer (decision 0020):
 * - each built stylesheet it links goes inside it, as `<style data-href="/assets/x.css">`, so no
 *   round trip per stylesheet delays the first paint. The browser puts the links back before
 *   React hydrates (web/lib/inline-stylesheets.ts), so the document matches what React renders;
 * - its scripts are fetched at low priority: the page is complete without them (rendered on the
 *   server), so the hero picture and the text come first and the scripts after.
 */
export function shapeForFirstPaint(html: string, files: Map<string, StaticFile>): string {
  return html
    .replace(stylesheetLink, (link, href: string, path: string) => {
      const file = files.get(path);
      if (!file) return link;
      // Built CSS never holds '</style', but the element must not end early whatever it holds.
      const css = file.body.toString('utf8').replaceAll('</style', '<\\/style');
      return `<style data-href="${href}">${css}</style>`;
    })
    .replace(modulePreload, '<link rel="modulepreload" fetchpriority="low"');
}
