/**
 * The sender of the site's mails when MAIL_FROM is not set: a no-reply address on the site's own
 * domain, so mail is not sent in someone else's name, shown as the school's website
 * ("Sunrise Public School website"). Before the school is set up it is the site's own name.
 */
export function schoolSender(shortName: string | undefined, publicUrl: string): string {
  const name = shortName ? `${shortName} website` : 'School website';
  // A quoted display name: the school's words may hold a comma or brackets (RFC 5322 3.2.4).
  return `"${name.replace(/["\\]/g, '\\$&')}" <no-reply@${new URL(publicUrl).hostname}>`;
}
