import { data } from 'react-router';
import type { FormAnswer } from '#contracts/public-forms.ts';
import { inPageLanguage } from '#web/lib/public-forms.ts';

/**
 * A page behind a mailed link holds its token in the address: it is never cached (one entry per
 * token would crowd the cache, and it is one parent's), and it sends no Referer, so the token
 * never reaches another site (decision 0026).
 */
export const linkPageHeaders = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

/** What the loader of a link's page gives it: the token of its address ('' when none). */
export type LinkPage = { token: string };

export function linkPageData(request: Request) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  return data<LinkPage>({ token }, { headers: linkPageHeaders });
}

/** The token a link page's form POSTed (its hidden field), or the one in its address. */
export function postedToken(form: FormData, request: Request): string {
  const posted = form.get('token');
  if (typeof posted === 'string' && posted) return posted;
  return new URL(request.url).searchParams.get('token') ?? '';
}

/** What the click did, in the page's language; the API's status when it was refused. */
export type LinkOutcome = { ok: boolean; message: string };

export function linkOutcome(answer: FormAnswer, request: Request) {
  const message = answer.ok ? answer.message : (answer.errors[0]?.message ?? answer.message);
  return data<LinkOutcome>(
    { ok: answer.ok, message: inPageLanguage(message, request.url) },
    { status: answer.ok ? 200 : answer.status, headers: linkPageHeaders },
  );
}
