/**
 * Every address the original site's front end calls that is not the API's own, in one place
 * (decision 0014). Requests to them are rewritten before routing, so each alias reaches exactly
 * the route it stands for, with that route's checks. The other compatibility rule, `_id` beside
 * `id` on every record, lives in contracts/content/fields.ts.
 */
const aliases: Array<[pattern: RegExp, target: (match: RegExpExecArray) => string]> = [
  // The home page asked for the news list with a trailing slash.
  [/^\/api\/latestnews\/(\?.*)?$/, (match) => `/api/latestnews${match[1] ?? ''}`],
  // The calendar and the admin's event form called the host without /api. Only the exact path:
  // /events/<slug> is an event's page.
  [/^\/events(\?.*)?$/, (match) => `/api/events${match[1] ?? ''}`],
  [/^\/details\/([^/?]*)(\?.*)?$/, (match) => `/api/details/${match[1]}${match[2] ?? ''}`],
];

/** The URL the router sees: the API path a legacy alias stands for, else the URL itself. */
export function rewriteLegacyPath(url: string): string {
  for (const [pattern, target] of aliases) {
    const match = pattern.exec(url);
    if (match) return target(match);
  }
  return url;
}
