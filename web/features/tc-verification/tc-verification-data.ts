import type { PublicContentReader } from '#contracts/public-content.ts';
import { readTypedDay, type DayProblem } from '#contracts/typed-date.ts';
import type { PublishedTcs, TcVerification } from '#contracts/transfer-certificates.ts';

/** Why a lookup was refused, and for how long (contracts/transfer-certificates.ts, TcLookup). */
export type TcRefusal = { limit: 'address' | 'number'; retryAfterSeconds: number };

export type TcVerificationPage = {
  number: string;
  /** The date of birth as typed (14/08/2011), shown back in the form as it was. */
  dob: string;
  /** Why the date of birth could not be read; no lookup is made then. */
  dobProblem?: DayProblem;
  /** Undefined until the form is sent; null when no TC matches. */
  result?: TcVerification | null;
  /** Set when the lookup was refused over a limit: the page answers 429. */
  refused?: TcRefusal;
  /** The public list, when the school publishes one. */
  list: PublishedTcs;
};

/**
 * The page, and the answer to `sent`, the number and date of birth POSTed by the form (personal
 * data: never in the address, decision 0026), looked up through the same lookup and limits as
 * GET /api/tcs/verify. `clientKey` is the visitor's address key.
 */
export async function loadTcVerification(
  reader: PublicContentReader,
  sent: FormData | undefined,
  clientKey: string,
): Promise<TcVerificationPage> {
  const field = (name: string, max: number) => {
    const value = sent?.get(name);
    return typeof value === 'string' ? value.trim().slice(0, max) : '';
  };
  const number = field('number', 40);
  const dob = field('dob', 20);
  const list = await reader.publishedTransferCertificates();
  if (!sent) return { number, dob, list };
  // Typed day first (14/08/2011) or as the old date box sent it (2011-08-14), read by the same
  // parser as the admin's date fields. A date that cannot be read is said so, and is not a lookup:
  // it does not count as a wrong date of birth against the number's limit.
  const day = readTypedDay(dob);
  // Nothing typed (the browser asks for it; this is a request without the form): no certificate.
  if (!day.ok && day.problem === 'empty') return { number, dob, list, result: null };
  if (!day.ok) return { number, dob, list, dobProblem: day.problem };
  const lookup = await reader.verifyTransferCertificate({
    number,
    dateOfBirth: day.value,
    clientKey,
  });
  if (lookup.outcome === 'refused') {
    const { limit, retryAfterSeconds } = lookup;
    return { number, dob, list, refused: { limit, retryAfterSeconds } };
  }
  return { number, dob, list, result: lookup.outcome === 'found' ? lookup.tc : null };
}
