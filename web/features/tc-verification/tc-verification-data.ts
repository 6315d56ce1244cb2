import type { PublicContentReader } from '#contracts/public-content.ts';
import type { PublishedTcs, TcVerification } from '#contracts/transfer-certificates.ts';

/** Why a lookup was refused, and for how long (contracts/transfer-certificates.ts, TcLookup). */
export type TcRefusal = { limit: 'address' | 'number'; retryAfterSeconds: number };

export type TcVerificationPage = {
  number: string;
  dob: string;
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
  const dob = field('dob', 10);
  const list = await reader.publishedTransferCertificates();
  if (!sent) return { number, dob, list };
  const lookup = await reader.verifyTransferCertificate({ number, dateOfBirth: dob, clientKey });
  if (lookup.outcome === 'refused') {
    const { limit, retryAfterSeconds } = lookup;
    return { number, dob, list, refused: { limit, retryAfterSeconds } };
  }
  return { number, dob, list, result: lookup.outcome === 'found' ? lookup.tc : null };
}
