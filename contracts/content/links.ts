import { z } from '../zod.ts';

/**
 * The one rule for every link staff type: menus, page buttons and rich text, alerts, the school
 * information's web addresses. A link is one of
 * - a page of this site: `/fee-structure`, `/hi/contact`, `/files/a.pdf?x=1`;
 * - a place on the page: `#calendar`;
 * - another site: `https://…` (or `http://…`, which pages always allowed);
 * - an e-mail or a phone number: `mailto:…`, `tel:…`.
 * Never `javascript:`, `data:` or `vbscript:` (any case), and never another site dressed as a
 * page of this one: browsers read `//host`, `/\host` and `\\host` as another site, and drop tabs
 * and line breaks from an address (`/\t/host` is `//host`), so a link holds no backslash, no
 * whitespace and no control character anywhere.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const unsafeCharacter = /[\s\\\u0000-\u001f\u007f-\u009f]/;
const sitePath = /^\/(?!\/)/;
const anchor = /^#./;
const webAddress = /^https?:\/\/[^/?#]/i;
const mailOrPhone = /^(mailto|tel):./i;

export function isSafeLink(link: string): boolean {
  if (unsafeCharacter.test(link)) return false;
  return (
    sitePath.test(link) || anchor.test(link) || webAddress.test(link) || mailOrPhone.test(link)
  );
}

/** A safe link to another site (http:// or https://), for fields that only take one. */
export function isWebLink(link: string): boolean {
  return isSafeLink(link) && webAddress.test(link);
}

export const linkMaxLength = 500;

/**
 * A required link, `label` naming the field in the errors ("Address is required."). Trimmed
 * first: spaces around a pasted address are not the clerk's mistake.
 */
export function linkSchema(label = 'Link', maxLength = linkMaxLength) {
  return z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(maxLength, `${label} must be at most ${maxLength} characters.`)
    .refine(
      isSafeLink,
      `${label} must be a page of this site starting with / (such as /fee-structure), a #section of the page, or an address starting with https://, mailto: or tel:.`,
    );
}
