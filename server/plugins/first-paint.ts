import { byteString } from '#server/lib/byte-string.ts';
import type { StaticFile } from './static-files.ts';
import { blockViewFilesPath, hindiCataloguesModule } from '#contracts/block-view-files.ts';

// React Router marks the entry's own stylesheet with a trailing '#'; the file has no '#'.
const stylesheetLink = /<link rel="stylesheet" href="((\/assets\/[^"#]+\.css)#?)"\/>/g;
const modulePreload = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const scriptFile = /\.js$/;
const stylesheetFile = /\.css$/;
// React Router's hydration script: it imports the matched routes' modules, then the entry.
const hydrationScript = /<script type="module" async="">([^<]*)<\/script>/;
const routeImport = /import \* as (route\d+) from "(\/assets\/[^"]+\.js)";/g;
// The modules that draw the page's blocks, named by the page (web/components/content/content-page.tsx).
const blockViews = /data-block-views="([^"]+)"/;
// A Hindi page's document element.
const hindiPage = /^<!DOCTYPE html><html lang="hi"/;

/**
 * Shapes a rendered page so a phone paints it from the first answer (decision 0020), and gives
 * it back as its byte string (server/lib/byte-string.ts) for the policy's hashes:
 * - each built stylesheet it links goes inside it, as `<style data-href="/assets/x.css">`, so no
 *   round trip per stylesheet delays the first paint. The browser puts the links back before
 *   React hydrates (web/lib/inline-stylesheets.ts), so the document matches what React renders;
 * - so do the stylesheets of the blocks it holds, which React Router does not link: their
 *   modules are fetched by the page's script (web/components/content/block-view-modules.tsx),
 *   and the page must be drawn whole before and without it;
 * - its scripts are fetched after the first paint: the page is complete without them (rendered
 *   on the server), so the text and the hero picture do not share the network with them.
 */
export function shapeForFirstPaint(page: Buffer, files: Map<string, StaticFile>): string {
  const html = byteString(page);
  // The links are in the head and the hydration script at the end of the body: each pass works
  // on its part, and the parts are joined, not copied, so a render makes about two copies of the
  // page instead of one per pass (docs/scripts.md).
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd);
  const blockFiles = [...new Set(blockViewFiles(html, files))];
  const deferred = deferredScripts(html, body, blockFiles);
  const linked = new Set([...head.matchAll(stylesheetLink)].map((match) => match[2]));
  const blockStyles = blockFiles
    .filter((path) => stylesheetFile.test(path) && !linked.has(path))
    .map((path) => inlineStyle(path, files.get(path)) ?? '')
    .join('');
  const inlinedHead = (deferred ? withoutPreloads(head) : head).replace(
    stylesheetLink,
    (link, href: string, path: string) => inlineStyle(href, files.get(path)) ?? link,
  );
  if (!deferred) return inlinedHead + blockStyles + body;
  return (
    inlinedHead +
    blockStyles +
    withoutPreloads(body.slice(0, deferred.start)) +
    deferred.script +
    withoutPreloads(body.slice(deferred.end))
  );
}

/** A part of the page without its module preloads; most parts have none, and are not copied. */
const withoutPreloads = (part: string) =>
  part.includes('<link rel="modulepreload"') ? part.replace(modulePreload, '') : part;

/** A built stylesheet inside the page, marked with the address its link has. */
const inlineStyle = (href: string, file: StaticFile | undefined) =>
  file && `<style data-href="${href}">${inlineCss(file)}</style>`;

const inlinedCss = new WeakMap<StaticFile, string>();

/** A built stylesheet as the page's byte string holds it (server/lib/byte-string.ts), made once. */
function inlineCss(file: StaticFile): string {
  let css = inlinedCss.get(file);
  if (css === undefined) {
    // Built CSS never holds '</style', but the element must not end early whatever it holds.
    css = byteString(file.body).replaceAll('</style', '<\\/style');
    inlinedCss.set(file, css);
  }
  return css;
}

/**
 * Resolves in the frame after the first contentful paint has reached the screen. The frame after
 * the first `requestAnimationFrame` is not enough: a page set in Devanagari reaches the screen
 * tens of milliseconds after its frame was drawn (its glyphs are rastered for the first time), so
 * the scripts had arrived before the first paint and Lighthouse counted them towards it
 * (decision 0020). Without paint timing, or if no paint is reported, it falls back to a frame,
 * and then to a timer.
 */
const afterFirstPaint = `(painted) => {
  const nextFrame = () => requestAnimationFrame(() => setTimeout(painted));
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return nextFrame();
  new PerformanceObserver((paints, observer) => {
    if (paints.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    nextFrame();
  }).observe({ type: "paint", buffered: true });
  setTimeout(painted, 3000);
}`;

const listedFiles = new WeakMap<StaticFile, Record<string, string[]>>();

/**
 * The files of what the browser fetches before it hydrates (web/entry.client.tsx): the modules
 * that draw the page's blocks, with their stylesheets, and on a Hindi page the Hindi catalogues
 * (16 KB gzip, one round trip late when found only by the entry). Their scripts are preloaded
 * with the page's others, not after them. The build lists them
 * (web/components/content/block-view-files.ts).
 */
function blockViewFiles(html: string, files: Map<string, StaticFile>): string[] {
  const names = [
    ...(blockViews.exec(html)?.[1]?.split(' ') ?? []),
    ...(hindiPage.test(html) ? [hindiCataloguesModule] : []),
  ];
  const file = files.get(blockViewFilesPath);
  if (names.length === 0 || !file) return [];
  let listed = listedFiles.get(file);
  if (!listed) {
    listed = JSON.parse(file.body.toString()) as Record<string, string[]>;
    listedFiles.set(file, listed);
  }
  return names.flatMap((name) => (Object.hasOwn(listed, name) ? listed[name]! : []));
}

/**
 * The hydration script, moved behind the first paint, and where it is in `body` (the page from
 * its `</head>` on): the script waits for the frame after the first contentful paint, adds the
 * page's module preloads back to the head (where React expects them when it hydrates; the page
 * is sent without them) and imports the route modules. None for a page whose scripts do not have
 * the shape this expects: it is left as it is.
 */
function deferredScripts(
  html: string,
  body: string,
  blockFiles: string[],
): { script: string; start: number; end: number } | undefined {
  const script = hydrationScript.exec(body);
  const imports = script ? [...script[1]!.matchAll(routeImport)] : [];
  if (!script || imports.length === 0) return undefined;
  const preloads = new Set([
    ...[...html.matchAll(modulePreload)].map((match) => match[1]!),
    ...blockFiles.filter((path) => scriptFile.test(path)),
  ]);
  const names = imports.map((match) => match[1]).join(', ');
  const modules = imports.map((match) => `import(${JSON.stringify(match[2])})`).join(', ');
  const deferred =
    `await new Promise(${afterFirstPaint});\n` +
    `for (const href of ${JSON.stringify([...preloads])}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `const [${names}] = await Promise.all([${modules}]);` +
    script[1]!.replace(routeImport, '');
  return {
    script: `<script type="module" async="">${deferred}</script>`,
    start: script.index,
    end: script.index + script[0].length,
  };
}
