/**
 * The demo school's figures (contracts/demo-school.ts): the ONE place its pages and its
 * mandatory disclosure take how many students, teachers and houses it has, so no two of them can
 * disagree (its disclosure rows, ./demo-school-information.ts; the seed pages state them through
 * the helpers below, for the demo school only: seed-school.ts `demo`). No other school is given
 * them: like the demo school, only the demo, the upgrade, the seed pages and tests read this file
 * (eslint.config.js).
 */
export const demoSchoolFacts = {
  students: 1200,
  teachers: 48,
  /** Post-graduate, trained graduate and primary teachers: together `teachers`. */
  pgt: 14,
  tgt: 18,
  prt: 16,
  classSections: 30,
  counsellors: 1,
  /** Every student belongs to one house: the members add up to `students`. */
  houses: [
    { name: 'Rig Veda', students: 323 },
    { name: 'Sam Veda', students: 290 },
    { name: 'Yajur Veda', students: 310 },
    { name: 'Atharva Veda', students: 277 },
  ],
} as const;

export type HouseName = (typeof demoSchoolFacts.houses)[number]['name'];

/** A house's members, by its name as the house system page lists it. */
export function houseStudents(name: HouseName): number {
  return demoSchoolFacts.houses.find((house) => house.name === name)!.students;
}

/** Students per teacher, rounded, as "25:1". */
type Figures = { students: number; teachers: number; classSections: number };

export function studentTeacherRatio(facts: Figures = demoSchoolFacts): string {
  return `${Math.round(facts.students / facts.teachers)}:1`;
}

/** Teachers per class section to one decimal, as the disclosure states it: "1.6 : 1". */
export function teacherSectionRatio(facts: Figures = demoSchoolFacts): string {
  return `${(Math.round((facts.teachers / facts.classSections) * 10) / 10).toFixed(1)} : 1`;
}
