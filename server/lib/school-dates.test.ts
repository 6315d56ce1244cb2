import { expect, it } from 'vitest';
import { addMonths, todayInKolkata } from './school-dates.ts';

it('changes the date at midnight in India, 18:30 UTC', () => {
  expect(todayInKolkata(new Date('2026-11-23T18:29:59.999Z'))).toBe('2026-11-23');
  expect(todayInKolkata(new Date('2026-11-23T18:30:00.000Z'))).toBe('2026-11-24');
  expect(todayInKolkata(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
});

it('agrees with the time-zone database every 7 hours over two years', () => {
  const india = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
  for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 7 * 3_600_000) {
    const now = new Date(time);
    expect(todayInKolkata(now)).toBe(india.format(now));
  }
});

it('answers each instant by its own day, whatever was asked before', () => {
  expect(todayInKolkata(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-24');
  expect(todayInKolkata(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
  expect(todayInKolkata(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  expect(todayInKolkata(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
});

it('moves by months within the month it lands in', () => {
  expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
  expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
  expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
  expect(addMonths('2027-04-30', 12)).toBe('2028-04-30');
  expect(addMonths('2026-12-15', 3)).toBe('2027-03-15');
  expect(addMonths(new Date('2027-05-31T10:20:30.400Z'), -3)).toEqual(
    new Date('2027-02-28T10:20:30.400Z'),
  );
});
