/**
 * Staff who save something and then open the public page expect to see their change. Readers
 * are served a page as it was while its one render runs (single-render.ts), so a staff member's
 * successful write gives their browser this cookie, and while it lasts their page requests wait
 * for the render instead, like a reload. It holds nothing secret and changes nothing a page
 * shows (only the URL reaches a render): whoever sends it only waits a few milliseconds longer.
 */
const name = 'fresh-pages';
/** Half an hour: the time a clerk checks what they published; each write starts it again. */
const seconds = 30 * 60;
const sent = new RegExp(`(^|;\\s*)${name}=1(;|$)`);

/** The Set-Cookie value for a staff member's successful write. */
export function freshPagesCookie(secure: boolean): string {
  return `${name}=1; Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether a request's Cookie header carries the cookie. */
export function asksForFreshPages(cookie: string | undefined): boolean {
  return cookie !== undefined && sent.test(cookie);
}
