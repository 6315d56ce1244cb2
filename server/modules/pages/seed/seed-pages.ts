import type { PageInput } from '#contracts/content/pages.ts';
import { academicsMiddlePage } from './academics-middle.ts';
import { academicsPrePrimaryPage } from './academics-pre-primary.ts';
import { academicsPrimaryPage } from './academics-primary.ts';
import { academicsUpperPage } from './academics-upper.ts';
import { accoladesPage } from './accolades.ts';
import { attendancePolicyPage } from './attendance-policy.ts';
import { beyondAcademicsPage } from './beyond-academics.ts';
import { chairpersonMessagePage } from './chairperson-message.ts';
import { directorMessagePage } from './director-message.ts';
import { epFuturePage } from './epfuture.ts';
import { extracurricularActivitiesPage } from './extracurricular-activities.ts';
import { facultyPage } from './faculty.ts';
import { feeStructurePage } from './fee-structure.ts';
import { guidelinesForParentsPage } from './guidelines-for-parents.ts';
import { hiTechClassesPage } from './hi-tech-classes.ts';
import { itInfrastructurePage } from './it-infrastructure.ts';
import { ourCampusPage } from './our-campus.ts';
import { ourMissionPage } from './our-mission.ts';
import { ourSchoolPage } from './our-school.ts';
import { ourVisionPage } from './our-vision.ts';
import { principalMessagePage } from './principal-message.ts';
import { schoolOverviewPage } from './school-overview.ts';
import { schoolRulesRegulationsPage } from './school-rules-regulations.ts';
import { schoolTimingPage } from './school-timing.ts';
import { schoolValuesPage } from './school-values.ts';
import { securityCctvSurveillancePage } from './security-cctv-surveillance.ts';
import { sportFacilitiesPage } from './sport-facilities.ts';
import { studentGuidelinesPage } from './student-guidelines.ts';
import { transportFacilitiesPage } from './transport-facilities.ts';
import { valueEducationPage } from './value-education.ts';
import { whyChooseUsPage } from './why-choose-us.ts';
import { withdrawalPolicyPage } from './withdrawal-policy.ts';

/** Today's information pages in the page model: each start creates those missing (pages-service.ts seed). */
export const seedPages: readonly PageInput[] = [
  academicsMiddlePage,
  academicsPrePrimaryPage,
  academicsPrimaryPage,
  academicsUpperPage,
  accoladesPage,
  attendancePolicyPage,
  beyondAcademicsPage,
  chairpersonMessagePage,
  directorMessagePage,
  epFuturePage,
  extracurricularActivitiesPage,
  facultyPage,
  feeStructurePage,
  guidelinesForParentsPage,
  hiTechClassesPage,
  itInfrastructurePage,
  ourCampusPage,
  ourMissionPage,
  ourSchoolPage,
  ourVisionPage,
  principalMessagePage,
  schoolOverviewPage,
  schoolRulesRegulationsPage,
  schoolTimingPage,
  schoolValuesPage,
  securityCctvSurveillancePage,
  sportFacilitiesPage,
  studentGuidelinesPage,
  transportFacilitiesPage,
  valueEducationPage,
  whyChooseUsPage,
  withdrawalPolicyPage,
];
