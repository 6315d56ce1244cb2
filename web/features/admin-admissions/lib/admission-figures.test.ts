import { describe, expect, it } from 'vitest';
import type { ClassSettings } from '#contracts/admissions.ts';
import { admissionFunnel, classSeats } from './admission-figures.ts';

const counts = [
  { class: '1' as const, stage: 'new' as const, count: 4 },
  { class: '1' as const, stage: 'offered' as const, count: 3 },
  { class: '1' as const, stage: 'admitted' as const, count: 20 },
  { class: '1' as const, stage: 'waitlisted' as const, count: 2 },
  { class: 'nursery' as const, stage: 'offered' as const, count: 1 },
  { class: 'nursery' as const, stage: 'withdrawn' as const, count: 5 },
];

const classOne: ClassSettings = {
  class: '1',
  seats: 40,
  rteSeats: 10,
  opensOn: '2026-12-01',
  closesOn: '2027-01-31',
  minAge: 6,
  maxAge: 8,
  ageOn: '2027-03-31',
  documents: ['birth-certificate'],
};

const enquiries = [
  { class: '1' as const, count: 61 },
  { class: 'nursery' as const, count: 9 },
];

describe('the admissions funnel', () => {
  it('counts enquiries, and every application once, at its stage now', () => {
    const funnel = admissionFunnel({ counts, enquiries });
    expect(funnel.enquiries).toBe(70);
    expect(funnel.applied).toBe(35);
    expect(funnel.steps).toEqual([
      { stage: 'new', count: 4 },
      { stage: 'documents-verified', count: 0 },
      { stage: 'interaction-scheduled', count: 0 },
      { stage: 'offered', count: 4 },
      { stage: 'admitted', count: 20 },
    ]);
    expect(funnel.outcomes).toEqual([
      { stage: 'waitlisted', count: 2 },
      { stage: 'not-offered', count: 0 },
      { stage: 'withdrawn', count: 5 },
    ]);
  });

  it("counts one class's applications when a class is chosen", () => {
    const funnel = admissionFunnel({ counts, enquiries }, 'nursery');
    expect(funnel.enquiries).toBe(9);
    expect(funnel.applied).toBe(6);
    expect(funnel.steps.find((step) => step.stage === 'offered')?.count).toBe(1);
    expect(funnel.outcomes.find((step) => step.stage === 'withdrawn')?.count).toBe(5);
    expect(funnel.outcomes.find((step) => step.stage === 'waitlisted')?.count).toBe(0);
  });

  it('is all zero for a year without applications', () => {
    const funnel = admissionFunnel({ counts: [], enquiries: [] });
    expect(funnel.enquiries).toBe(0);
    expect(funnel.applied).toBe(0);
    expect(funnel.steps.every((step) => step.count === 0)).toBe(true);
  });
});

describe('the seats of each class', () => {
  it('leaves the seats less RTE seats, offers and admissions', () => {
    expect(classSeats([classOne], counts)).toEqual([
      { class: '1', seats: 40, rteSeats: 10, offered: 3, admitted: 20, left: 7 },
    ]);
  });

  it('never shows fewer than no seats left', () => {
    const full = { ...classOne, seats: 20, rteSeats: 5 };
    expect(classSeats([full], counts)[0]!.left).toBe(0);
  });

  it('lists a class without applications with all its seats', () => {
    const nine = { ...classOne, class: '9' as const, seats: 10, rteSeats: 0 };
    expect(classSeats([nine], counts)).toEqual([
      { class: '9', seats: 10, rteSeats: 0, offered: 0, admitted: 0, left: 10 },
    ]);
  });
});
