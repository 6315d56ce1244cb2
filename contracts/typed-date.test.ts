import { describe, expect, it } from 'vitest';
import { readTypedDay, readTypedTime, typedDayOf } from './typed-date.ts';

const day = (typed: string) => readTypedDay(typed);

describe('a typed day', () => {
  it.each([
    ['27/11/2026', '2026-11-27'],
    ['27-11-2026', '2026-11-27'],
    ['27.11.2026', '2026-11-27'],
    ['2026-11-27', '2026-11-27'],
    ['7/3/2026', '2026-03-07'],
    ['07/03/2026', '2026-03-07'],
    ['2026-3-7', '2026-03-07'],
    ['  27 / 11 / 2026 ', '2026-11-27'],
    ['२७/११/२०२६', '2026-11-27'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2000', '2000-02-29'],
    ['31/12/2026', '2026-12-31'],
    ['1/1/1900', '1900-01-01'],
    ['31/12/2100', '2100-12-31'],
  ])('%s is %s, day first', (typed, iso) => {
    expect(day(typed)).toEqual({ ok: true, value: iso });
  });

  it.each([
    ['29/02/2027', 'impossible'],
    ['29/02/2100', 'impossible'],
    ['31/02/2026', 'impossible'],
    ['31/04/2026', 'impossible'],
    ['00/01/2026', 'impossible'],
    ['32/01/2026', 'impossible'],
    ['27/13/2026', 'impossible'],
    ['27/00/2026', 'impossible'],
    ['2026-02-30', 'impossible'],
    ['27/11/26', 'short-year'],
    ['27/11/6', 'short-year'],
    ['27/11/0026', 'year'],
    ['27/11/1899', 'year'],
    ['27/11/2101', 'year'],
    ['27/11/20266', 'year'],
    ['27/11', 'format'],
    ['27/11-2026', 'format'],
    ['27 November 2026', 'format'],
    ['11/27/2026 extra', 'format'],
    ['abc', 'format'],
    ['2026/11/27', 'format'],
    ['', 'empty'],
    ['   ', 'empty'],
  ])('%s is refused: %s', (typed, problem) => {
    expect(day(typed)).toEqual({ ok: false, problem });
  });

  it('is never read month first: 11/27/2026 has no month 27', () => {
    expect(day('11/27/2026')).toEqual({ ok: false, problem: 'impossible' });
    expect(day('03/07/2026')).toEqual({ ok: true, value: '2026-07-03' });
  });

  it('is shown for editing day first, and what is not a day as it came', () => {
    expect(typedDayOf('2026-11-27')).toBe('27/11/2026');
    expect(typedDayOf('')).toBe('');
    expect(typedDayOf('soon')).toBe('soon');
    expect(readTypedDay(typedDayOf('2028-02-29'))).toEqual({ ok: true, value: '2028-02-29' });
  });
});

describe('a typed time', () => {
  it.each([
    ['14:30', '14:30'],
    ['9:05', '09:05'],
    ['09.05', '09:05'],
    ['0:00', '00:00'],
    ['23:59', '23:59'],
    ['2:30 pm', '14:30'],
    ['2:30PM', '14:30'],
    ['2 pm', '14:00'],
    ['2.30 p.m.', '14:30'],
    ['12 am', '00:00'],
    ['12:15 am', '00:15'],
    ['12 pm', '12:00'],
    ['11:45 a.m.', '11:45'],
    ['१४:३०', '14:30'],
  ])('%s is %s', (typed, value) => {
    expect(readTypedTime(typed)).toEqual({ ok: true, value });
  });

  it.each(['2', '14', '24:00', '12:60', '13 pm', '0 am', 'noon', '2:3', '14:30:00'])(
    '%s is refused',
    (typed) => {
      expect(readTypedTime(typed)).toEqual({ ok: false, problem: 'format' });
    },
  );

  it('may be empty, for the field to decide', () => {
    expect(readTypedTime(' ')).toEqual({ ok: false, problem: 'empty' });
  });
});
