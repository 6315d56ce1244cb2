import { describe, expect, it, vi } from 'vitest';
import type { PublicContentReader } from '#contracts/public-content.ts';
import type { TcLookupRequest } from '#contracts/transfer-certificates.ts';
import { loadTcVerification } from './tc-verification-data.ts';

/** A reader that answers every lookup "not found" and records what it was asked. */
function reader() {
  const asked: TcLookupRequest[] = [];
  const content = {
    publishedTransferCertificates: vi.fn(async () => null),
    verifyTransferCertificate: vi.fn(async (lookup: TcLookupRequest) => {
      asked.push(lookup);
      return { outcome: 'not-found' as const };
    }),
  } as unknown as PublicContentReader;
  return { content, asked };
}

const sent = (dob: string) => {
  const form = new FormData();
  form.set('number', 'TC/1');
  form.set('dob', dob);
  return form;
};

describe('the TC lookup reads the date of birth as the admin does', () => {
  it.each(['14/08/2011', '14-08-2011', '14.8.2011', '2011-08-14'])(
    '%s is looked up as 2011-08-14 and shown back as typed',
    async (dob) => {
      const { content, asked } = reader();
      const page = await loadTcVerification(content, sent(dob), 'client');
      expect(asked).toEqual([{ number: 'TC/1', dateOfBirth: '2011-08-14', clientKey: 'client' }]);
      expect(page).toMatchObject({ dob, result: null });
    },
  );

  it('says why a date cannot be read, keeps it as typed, and looks nothing up', async () => {
    const { content, asked } = reader();
    const page = await loadTcVerification(content, sent('31/02/2011'), 'client');
    expect(page).toMatchObject({ dob: '31/02/2011', dobProblem: 'impossible' });
    expect(page.result).toBeUndefined();
    expect(asked).toEqual([]);
    const short = await loadTcVerification(content, sent('14/08/11'), 'client');
    expect(short.dobProblem).toBe('short-year');
  });
});
