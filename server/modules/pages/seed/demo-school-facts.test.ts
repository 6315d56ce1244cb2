import { describe, expect, it } from 'vitest';
import { demoSchoolFacts, studentTeacherRatio, teacherSectionRatio } from './demo-school-facts.ts';

describe('the demo school’s facts', () => {
  it('agree with themselves: houses hold every student, the teachers add up', () => {
    const inHouses = demoSchoolFacts.houses.reduce((sum, house) => sum + house.students, 0);
    expect(inHouses).toBe(demoSchoolFacts.students);
    expect(demoSchoolFacts.pgt + demoSchoolFacts.tgt + demoSchoolFacts.prt).toBe(
      demoSchoolFacts.teachers,
    );
  });

  it('states ratios from the figures', () => {
    expect(studentTeacherRatio()).toBe('25:1');
    expect(teacherSectionRatio()).toBe('1.6 : 1');
    expect(teacherSectionRatio({ ...demoSchoolFacts, teachers: 45 })).toBe('1.5 : 1');
  });
});
