import {
  generalDefaults,
  type SavedSection,
  type SectionId,
} from '#contracts/content/school-information.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import { demoSchoolFacts, teacherSectionRatio } from '#server/modules/pages/index.ts';

/**
 * The demo school's own School Information (contracts/demo-school.ts): its Principal, staff and
 * campus. A new school starts with none of it, nothing given until its staff save each section
 * (contracts/content/school-information.ts); the demo seed saves these as the demo's rows
 * (seed-demo-content.ts), and a site an earlier release installed, which showed them as every
 * site's defaults, gets the same rows when it becomes the demo school at its upgrade
 * (server/demo/settle-school.ts). Only the demo, the upgrade and tests read this file
 * (eslint.config.js).
 */
export const demoSchoolInformation = {
  general: {
    principalName: 'Dr. Meera Sharma',
    principalQualification: 'M.Sc., M.Ed., Ph.D. (Education)',
  },
  // The figures its pages state too come from its facts, so the two cannot disagree.
  staff: {
    teachers: demoSchoolFacts.teachers,
    pgt: demoSchoolFacts.pgt,
    tgt: demoSchoolFacts.tgt,
    prt: demoSchoolFacts.prt,
    students: demoSchoolFacts.students,
    classSections: demoSchoolFacts.classSections,
    administrative: 6,
    nonTeaching: 5,
    peons: 5,
    groupFour: 14,
    sweepers: 2,
    teacherSectionRatio: teacherSectionRatio(demoSchoolFacts),
    specialEducator: 'One full-time special educator (B.Ed. Special Education)',
    counsellor: 'One full-time counsellor and wellness teacher (M.A. Psychology)',
    teacherList: null,
  },
  infrastructure: {
    campusAreaSqM: 16_200,
    classrooms: 40,
    classroomSizeSqM: 46,
    labs: 'Physics, chemistry, biology, mathematics and two computer labs, 60 sq m each',
    internet: 'Yes: 100 Mbps fibre and campus-wide Wi-Fi',
    girlsToilets: 18,
    boysToilets: 18,
    inspectionVideo: '',
  },
} satisfies {
  general: Pick<SavedSection['general'], 'principalName' | 'principalQualification'>;
  staff: SavedSection['staff'];
  infrastructure: SavedSection['infrastructure'];
};

/** The sections the demo school has figures of its own in. */
export type DemoSection = keyof typeof demoSchoolInformation & SectionId;

/**
 * The demo's sections whole, as the admin would save them on `school`'s site: the General section
 * takes the school's name, numbers and contacts from its settings, as before it was saved.
 */
export function demoSchoolInformationRows(
  school: SchoolSettings,
): Array<{ section: DemoSection; data: SavedSection[DemoSection] }> {
  return [
    {
      section: 'general',
      data: { ...generalDefaults(school), ...demoSchoolInformation.general },
    },
    { section: 'staff', data: demoSchoolInformation.staff },
    { section: 'infrastructure', data: demoSchoolInformation.infrastructure },
  ];
}

/**
 * The "last updated" date an earlier release showed for these figures (its RTI footnote), kept
 * on the rows its upgrade writes: they were not updated on the day of the upgrade.
 */
export const earlierReleaseUpdatedAt = new Date('2024-05-01T12:00:00+05:30');
