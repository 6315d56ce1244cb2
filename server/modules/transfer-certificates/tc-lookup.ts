import type { FastifyBaseLogger } from 'fastify';
import type { TcLookup, TcLookupRequest } from '#contracts/transfer-certificates.ts';
import type { RateDecision, RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import type { TcRepository } from './tc-repository.ts';

type TcLookupOptions = {
  tcs: Pick<TcRepository, 'isIssued' | 'verify'>;
  /** Every lookup per client address (contracts/transfer-certificates.ts, tcVerifyRateLimit). */
  byAddress: RateLimiter;
  /** Wrong dates of birth per TC number, from every address (tcWrongDatesPerNumber). */
  byNumber: RateLimiter;
  log: FastifyBaseLogger;
};

/**
 * The one way a TC is looked up by the public: GET /api/tcs/verify and the verification page in
 * either language (its loader, through PublicContentReader) both come here, so the limits belong
 * to the lookup, not to a path: `/hi/…`, `.data`, `//…` or a percent-encoded path count the same.
 *
 * Two limits. Per address: every lookup counts. Per TC number, from all addresses together: only
 * wrong dates of birth count (a right one is taken back), and once they are used up the number is
 * not checked at all for the rest of the window, the right date neither: otherwise the one lookup
 * that is not refused would tell whoever guesses from many addresses that the guess was right.
 * Only recorded numbers are counted, so made-up numbers cannot crowd the counts out.
 */
export function createTcLookup({ tcs, byAddress, byNumber, log }: TcLookupOptions) {
  const refused = (
    limit: 'address' | 'number',
    decision: Extract<RateDecision, { allowed: false }>,
    request: TcLookupRequest,
  ): TcLookup => {
    // Never the date of birth: it is what is being guessed.
    log.warn(
      {
        limit,
        client: request.clientKey,
        tcNumber: limit === 'number' ? request.number : undefined,
      },
      'TC lookup refused: too many lookups',
    );
    return { outcome: 'refused', limit, retryAfterSeconds: decision.retryAfterSeconds };
  };

  return async function lookUp(request: TcLookupRequest): Promise<TcLookup> {
    const { number, dateOfBirth, clientKey } = request;
    const fromAddress = await byAddress.hit(`tc-verify:${clientKey}`);
    if (!fromAddress.allowed) return refused('address', fromAddress, request);
    if (!number || !dateOfBirth || !(await tcs.isIssued(number))) return { outcome: 'not-found' };
    // Counted before the check and taken back when right: parallel guesses cannot slip past.
    const numberKey = `tc-number:${number}`;
    const forNumber = await byNumber.hit(numberKey);
    if (!forNumber.allowed) return refused('number', forNumber, request);
    const tc = await tcs.verify(number, dateOfBirth);
    if (!tc) return { outcome: 'not-found' };
    await byNumber.release(numberKey);
    return { outcome: 'found', tc };
  };
}

export type LookUpTc = ReturnType<typeof createTcLookup>;
