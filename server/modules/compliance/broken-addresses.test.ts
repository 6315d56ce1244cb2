import { describe, expect, it } from 'vitest';
import type { BrokenLink } from '#contracts/compliance.ts';
import { brokenAddresses } from './broken-addresses.ts';

const place = (label: string, target: string, problem: string): BrokenLink => ({
  label,
  where: 'description',
  target,
  kind: 'url',
  problem,
  fixTab: 'news',
});

describe('broken links grouped by address', () => {
  it('lists a broken address once, with every place that uses it, in plain words', () => {
    const form = 'https://admissions.example/form';
    expect(
      brokenAddresses([
        place('News “Admissions open”', form, 'getaddrinfo ENOTFOUND admissions.example'),
        place('News “Sports Day”', 'https://sports.example/', 'answered 404'),
        place('Circular “Fees”', form, 'getaddrinfo ENOTFOUND admissions.example'),
      ]),
    ).toEqual([
      {
        target: form,
        kind: 'url',
        message: 'The site admissions.example could not be found: check the address.',
        details: 'getaddrinfo ENOTFOUND admissions.example',
        places: [
          { label: 'News “Admissions open”', where: 'description', fixTab: 'news' },
          { label: 'Circular “Fees”', where: 'description', fixTab: 'news' },
        ],
      },
      expect.objectContaining({
        target: 'https://sports.example/',
        places: [expect.objectContaining({ label: 'News “Sports Day”' })],
      }),
    ]);
  });

  it('keeps a stored document apart from a page of the same name', () => {
    const grouped = brokenAddresses([
      { ...place('Fees', 'fees.pdf', 'the stored file is missing'), kind: 'document' },
      { ...place('Menus', 'fees.pdf', 'this site answered 404'), kind: 'site' },
    ]);
    expect(grouped.map((address) => address.kind)).toEqual(['document', 'site']);
  });

  it('is empty when nothing is broken', () => {
    expect(brokenAddresses([])).toEqual([]);
  });
});
