/**
 * `/hi?/news` -> `/news` and `/hi/news`: a route's optional segment (the Hindi twin of each
 * public page, web/routes.ts) gives a page at each path.
 */
export function expandOptionalSegments(routePath: string): string[] {
  const optional = /\/([^/]+)\?(?=\/|$)/.exec(routePath);
  if (!optional) return [routePath];
  const before = routePath.slice(0, optional.index);
  const after = routePath.slice(optional.index + optional[0].length);
  return [
    ...expandOptionalSegments(before + after),
    ...expandOptionalSegments(`${before}/${optional[1]}${after}`),
  ].map((path) => path || '/');
}
