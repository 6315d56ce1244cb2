import { describe, expect, it } from 'vitest';
import { defaultAdmissionYear, nextYearSettings } from './admission-year.ts';

describe('the year the admissions screens open on', () => {
  it('is the year registration is for today', () => {
    expect(defaultAdmissionYear(['2026-27', '2027-28'], '2026-11-29')).toBe('2027-28');
    expect(defaultAdmissionYear(['2026-27', '2027-28'], '2026-06-10')).toBe('2026-27');
  });

  it('is the newest year the school set up when that one is not', () => {
    expect(defaultAdmissionYear(['2025-26', '2026-27'], '2026-11-29')).toBe('2026-27');
  });

  it('is none before any year is set up', () => {
    expect(defaultAdmissionYear([], '2026-11-29')).toBeUndefined();
  });
});

describe("the next year's settings", () => {
  it('keeps the classes and moves every date a year on', () => {
    const next = nextYearSettings({
      year: '2027-28',
      classes: [
        {
          class: '1',
          seats: 40,
          rteSeats: 10,
          opensOn: '2026-12-01',
          closesOn: '2027-01-31',
          minAge: 6,
          maxAge: 8,
          ageOn: '2028-02-29',
          documents: ['photo'],
        },
      ],
      registrationFee: 500,
      externalAddress: '',
      retentionMonths: 12,
    });
    expect(next.year).toBe('2028-29');
    expect(next.classes[0]).toMatchObject({
      seats: 40,
      opensOn: '2027-12-01',
      closesOn: '2028-01-31',
      ageOn: '2029-02-28',
      documents: ['photo'],
    });
    expect(next.registrationFee).toBe(500);
  });
});
