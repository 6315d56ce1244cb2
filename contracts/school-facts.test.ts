import { describe, expect, it } from 'vitest';
import { schoolFacts, studentTeacherRatio, teacherSectionRatio } from './school-facts.ts';

describe('school facts', () => {
  it('agree with themselves: houses hold every student, the teachers add up', () => {
    const inHouses = schoolFacts.houses.reduce((sum, house) => sum + house.students, 0);
    expect(inHouses).toBe(schoolFacts.students);
    expect(schoolFacts.pgt + schoolFacts.tgt + schoolFacts.prt).toBe(schoolFacts.teachers);
  });

  it('states ratios from the figures', () => {
    expect(studentTeacherRatio()).toBe('25:1');
    expect(teacherSectionRatio()).toBe('1.6 : 1');
    expect(teacherSectionRatio({ ...schoolFacts, teachers: 45 })).toBe('1.5 : 1');
  });
});
