import { describe, expect, it } from 'vitest';
import {
  admissionSettingsSchema,
  ageRuleOf,
  isClassOpen,
  seatsLeft,
  type ClassSettings,
} from './admissions.ts';

const classOne: ClassSettings = {
  class: '1',
  seats: 40,
  rteSeats: 10,
  opensOn: '2026-12-01',
  closesOn: '2027-01-31',
  minAge: 6,
  maxAge: 8,
  ageOn: '2027-03-31',
  documents: ['birth-certificate', 'photo'],
};

describe('ageRuleOf', () => {
  it('takes a child aged 6 to 8 on the cut-off date, both ends included', () => {
    expect(ageRuleOf(classOne, '2021-03-31')).toEqual({ ok: true }); // 6 that very day
    expect(ageRuleOf(classOne, '2018-04-01')).toEqual({ ok: true }); // 8, turning 9 the day after
  });

  it('names the rule broken, with the ages and the cut-off date for the message', () => {
    expect(ageRuleOf(classOne, '2021-04-01')).toEqual({
      ok: false,
      broken: 'too-young',
      class: '1',
      minAge: 6,
      maxAge: 8,
      ageOn: '2027-03-31',
    });
    expect(ageRuleOf(classOne, '2018-03-31')).toMatchObject({ ok: false, broken: 'too-old' });
    expect(ageRuleOf(classOne, '2027-05-01')).toMatchObject({ ok: false, broken: 'not-born' });
  });

  it('counts a birthday on 29 February as passed on 1 March', () => {
    expect(ageRuleOf({ ...classOne, ageOn: '2027-02-28', minAge: 7 }, '2020-02-29')).toMatchObject({
      broken: 'too-young',
    });
    expect(ageRuleOf({ ...classOne, ageOn: '2027-03-01', minAge: 7 }, '2020-02-29')).toEqual({
      ok: true,
    });
  });
});

describe('isClassOpen', () => {
  it('is open from the opening day to the closing day, both included', () => {
    expect(isClassOpen(classOne, '2026-11-30')).toBe(false);
    expect(isClassOpen(classOne, '2026-12-01')).toBe(true);
    expect(isClassOpen(classOne, '2027-01-31')).toBe(true);
    expect(isClassOpen(classOne, '2027-02-01')).toBe(false);
  });
});

describe('settings', () => {
  const settings = {
    year: '2027-28',
    classes: [classOne],
    registrationFee: 500,
    externalAddress: '',
    retentionMonths: 12,
  };

  it('accepts the shape of the brief', () => {
    expect(admissionSettingsSchema.safeParse(settings).success).toBe(true);
  });

  it('refuses a class twice, more RTE seats than seats and a year that is not two in a row', () => {
    const bad = (change: object) => admissionSettingsSchema.safeParse({ ...settings, ...change });
    expect(bad({ classes: [classOne, classOne] }).success).toBe(false);
    expect(bad({ classes: [{ ...classOne, rteSeats: 41 }] }).success).toBe(false);
    expect(bad({ year: '2027-29' }).success).toBe(false);
    expect(bad({ externalAddress: 'http://forms.example' }).success).toBe(false);
  });

  it('leaves seats to offer: total less RTE seats less those offered or admitted', () => {
    expect(seatsLeft(classOne, 29)).toBe(1);
    expect(seatsLeft(classOne, 31)).toBe(0);
  });
});
