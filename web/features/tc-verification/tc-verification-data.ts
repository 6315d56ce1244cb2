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
 * `?number=&dob=` from the plain GET form: looked up only when both are given, through the same
 * lookup and limits as GET /api/tcs/verify. `clientKey` is the visitor's address key.
 */
export async function loadTcVerification(
  reader: PublicContentReader,
  params: URLSearchParams,
  clientKey: string,
): Promise<TcVerificationPage> {
  const number = (params.get('number') ?? '').trim().slice(0, 40);
  const dob = (params.get('dob') ?? '').trim().slice(0, 10);
  const list = await reader.publishedTransferCertificates();
  if (!params.has('number')) return { number, dob, list };
  const lookup = await reader.verifyTransferCertificate({ number, dateOfBirth: dob, clientKey });
  if (lookup.outcome === 'refused') {
    const { limit, retryAfterSeconds } = lookup;
    return { number, dob, list, refused: { limit, retryAfterSeconds } };
  }
  return { number, dob, list, result: lookup.outcome === 'found' ? lookup.tc : null };
}
