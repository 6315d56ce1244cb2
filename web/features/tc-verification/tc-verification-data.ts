import type { PublicContentReader } from '#contracts/public-content.ts';
import type { PublishedTcs, TcVerification } from '#contracts/transfer-certificates.ts';

export type TcVerificationPage = {
  number: string;
  dob: string;
  /** Undefined until the form is sent; null when no TC matches. */
  result?: TcVerification | null;
  /** The public list, when the school publishes one. */
  list: PublishedTcs;
};

/** `?number=&dob=` from the plain GET form: looked up only when both are given. */
export async function loadTcVerification(
  reader: PublicContentReader,
  params: URLSearchParams,
): Promise<TcVerificationPage> {
  const number = (params.get('number') ?? '').trim().slice(0, 40);
  const dob = (params.get('dob') ?? '').trim().slice(0, 10);
  const list = await reader.publishedTransferCertificates();
  if (!params.has('number')) return { number, dob, list };
  const result = number && dob ? await reader.verifyTransferCertificate(number, dob) : null;
  return { number, dob, result, list };
}
