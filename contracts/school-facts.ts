/**
 * The school's figures: the ONE place a page, the home page and the mandatory disclosure take
 * how many students, teachers and houses the school has, so no two of them can disagree (the
 * disclosure's staff section starts from these, contracts/content/school-information.ts; the seed
 * pages state them through the helpers below). The demo school's figures (./demo-school.ts):
 * only its pages tell them (server/demo/is-the-demo.ts).
 */
export const schoolFacts = {
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

export type HouseName = (typeof schoolFacts.houses)[number]['name'];

/** A house's members, by its name as the house system page lists it. */
export function houseStudents(name: HouseName): number {
  return schoolFacts.houses.find((house) => house.name === name)!.students;
}

/** Students per teacher, rounded, as "25:1". */
type Figures = { students: number; teachers: number; classSections: number };

export function studentTeacherRatio(facts: Figures = schoolFacts): string {
  return `${Math.round(facts.students / facts.teachers)}:1`;
}

/** Teachers per class section to one decimal, as the disclosure states it: "1.6 : 1". */
export function teacherSectionRatio(facts: Figures = schoolFacts): string {
  return `${(Math.round((facts.teachers / facts.classSections) * 10) / 10).toFixed(1)} : 1`;
}
