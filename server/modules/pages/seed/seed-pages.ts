import type { PageInput } from '#contracts/content/pages.ts';
import { academicsMiddlePage } from './academics-middle.ts';
import { academicsPrePrimaryPage } from './academics-pre-primary.ts';
import { academicsPrimaryPage } from './academics-primary.ts';
import { academicsUpperPage } from './academics-upper.ts';
import { attendancePolicyPage } from './attendance-policy.ts';
import { beyondAcademicsPage } from './beyond-academics.ts';
import { extracurricularActivitiesPage } from './extracurricular-activities.ts';
import { feeStructurePage } from './fee-structure.ts';
import { guidelinesForParentsPage } from './guidelines-for-parents.ts';
import { hiTechClassesPage } from './hi-tech-classes.ts';
import { itInfrastructurePage } from './it-infrastructure.ts';
import { ourCampusPage } from './our-campus.ts';
import { schoolRulesRegulationsPage } from './school-rules-regulations.ts';
import { schoolTimingPage } from './school-timing.ts';
import { securityCctvSurveillancePage } from './security-cctv-surveillance.ts';
import { sportFacilitiesPage } from './sport-facilities.ts';
import { studentGuidelinesPage } from './student-guidelines.ts';
import { transportFacilitiesPage } from './transport-facilities.ts';
import { withdrawalPolicyPage } from './withdrawal-policy.ts';

/** Today's information pages in the page model: each start creates those missing (pages-service.ts seed). */
export const seedPages: readonly PageInput[] = [
  academicsMiddlePage,
  academicsPrePrimaryPage,
  academicsPrimaryPage,
  academicsUpperPage,
  attendancePolicyPage,
  beyondAcademicsPage,
  extracurricularActivitiesPage,
  feeStructurePage,
  guidelinesForParentsPage,
  hiTechClassesPage,
  itInfrastructurePage,
  ourCampusPage,
  schoolRulesRegulationsPage,
  schoolTimingPage,
  securityCctvSurveillancePage,
  sportFacilitiesPage,
  studentGuidelinesPage,
  transportFacilitiesPage,
  withdrawalPolicyPage,
];
