import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { expandOptionalSegments } from '#contracts/optional-segments.ts';
import type { PublicContentReader } from '#contracts/public-content.ts';
import type { PublicForms } from '#contracts/public-forms.ts';
import type { SiteSetup } from '#contracts/site-setup.ts';
import { trackedReads } from '#server/modules/public-content/index.ts';

/**
 * A rendered answer: `body` holds its UTF-8 bytes (web/entry.server.tsx says why not a string),
 * `dependsOn` what its loaders read (server/modules/public-content/read-dependencies.ts).
 */
export type RenderedPage = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  dependsOn: string[];
};
export type PageRenderer = {
  /**
   * `clientKey`: the visitor's address key, for the loaders of per-visitor (no-store) pages and
   * the actions; `form`: a form POSTed to the page, for its action (web-pages.ts).
   */
  render(url: string, clientKey: string, form?: FormData): Promise<RenderedPage>;
  /** Every page path of the route table (`/news/:slug` too), admin screens included. */
  routePaths: string[];
  /** The page paths whose route has an action: a form without scripts POSTs there. */
  actionPaths: string[];
  /**
   * Addresses with no sitemap entry: those that only redirect to another site
   * (`handle.redirectsAway`), the pages behind mailed links (`handle.mailedLink`), which mean
   * nothing without their token and are rendered for each visitor, and the setup screen and
   * the search page (`handle.unlisted`), which are no pages of the school's site.
   */
  unlistedPaths: string[];
};

type ContextFactory = (
  reader: PublicContentReader,
  clientKey: string,
  forms: PublicForms,
  setup: SiteSetup,
) => unknown;

/** What web/entry.server.tsx exports besides the renderer. */
type WebEntry = { createLoadContextFactory(publicUrl: string): ContextFactory };

/**
 * Renders pages of the web app's server build for site-relative URLs, in-process, with `reader`
 * for the loaders' data. The build comes from disk (undefined when the web app is not built: the
 * API still works, pages answer 503), or from Vite in development (`loadBuild`).
 */
export async function loadPageRenderer(options: {
  buildDir: string;
  publicUrl: string;
  reader: PublicContentReader;
  forms: PublicForms;
  setup: SiteSetup;
  loadBuild?: () => Promise<ServerBuild>;
}): Promise<PageRenderer | undefined> {
  let loadBuild = options.loadBuild;
  if (!loadBuild) {
    const entry = path.join(options.buildDir, 'server', 'index.js');
    if (!existsSync(entry)) return undefined;
    const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
    loadBuild = async () => build;
  }
  // Imported here, not at the top: React reads NODE_ENV when it is first loaded (main.ts).
  const { createRequestHandler } = await import('react-router');
  const mode = options.loadBuild ? 'development' : 'production';
  const origin = new URL(options.publicUrl).origin;
  // One handler per build: in development a new one comes with each edit.
  const prepared = new WeakMap<
    ServerBuild,
    {
      handle: ReturnType<typeof createRequestHandler>;
      context: ContextFactory;
    }
  >();
  const prepare = (build: ServerBuild) => {
    let entry = prepared.get(build);
    if (!entry) {
      const web = build.entry.module as unknown as WebEntry;
      entry = {
        handle: createRequestHandler(build, mode),
        context: web.createLoadContextFactory(options.publicUrl),
      };
      prepared.set(build, entry);
    }
    return entry;
  };

  async function render(url: string, clientKey: string, form?: FormData): Promise<RenderedPage> {
    const { handle, context } = prepare(await loadBuild!());
    // Only the URL reaches the page (no cookies or client headers): what is rendered for one
    // visitor is right for every visitor, so the answer can be cached. The exceptions, the
    // address key and a POSTed form, are read only by pages that say no-store (the TC lookup,
    // limited per address) and by actions, whose answers are never kept.
    const reads = trackedReads(options.reader, options.forms);
    const request = form
      ? new Request(origin + url, { method: 'POST', body: form })
      : new Request(origin + url);
    const response = await handle(
      request,
      context(reads.reader, clientKey, reads.forms, options.setup) as never,
    );
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers[name] = value;
    });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers, body, dependsOn: reads.dependsOn() };
  }
  const build = await loadBuild();
  return {
    render,
    routePaths: routePathsOf(build),
    actionPaths: routePathsOf(build, (module) => typeof module.action === 'function'),
    unlistedPaths: routePathsOf(build, (module) => {
      const handle = module.handle as
        { redirectsAway?: boolean; mailedLink?: boolean; unlisted?: boolean } | undefined;
      return (
        handle?.redirectsAway === true || handle?.mailedLink === true || handle?.unlisted === true
      );
    }),
  };
}

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module'];

/**
 * Full paths of the route table's pages (only those whose module passes `only`): layouts add
 * nothing; the catch-all is left out.
 */
function routePathsOf(build: ServerBuild, only?: (module: RouteModule) => boolean): string[] {
  const routes = Object.values(build.routes).filter(
    (route) => !only || (route && only(route.module)),
  );
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return '';
    const own = route.path ? `/${route.path}` : '';
    return fullPath(route.parentId) + own;
  };
  const paths = routes
    .filter((route) => route && (route.index || route.path) && route.id !== 'root')
    .flatMap((route) => expandOptionalSegments(fullPath(route!.id) || '/'))
    .filter((p) => !p.includes('*'));
  return [...new Set(paths)].sort();
}
