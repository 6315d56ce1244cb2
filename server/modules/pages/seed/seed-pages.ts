import { academicYearLabel, academicYearOf } from '#contracts/academic-year.ts';
import type { PageInput } from '#contracts/content/pages.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import { isDemoSchool } from '#server/modules/pages/seed/is-the-demo.ts';
import type { RetentionPolicy } from '#server/modules/inbox/index.ts';
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
import { guidelinesProceduresPage } from './guidelines-procedures.ts';
import { hiTechClassesPage } from './hi-tech-classes.ts';
import { homePage } from './home.ts';
import { houseSystemPage } from './house-system.ts';
import { itInfrastructurePage } from './it-infrastructure.ts';
import { ourCampusPage } from './our-campus.ts';
import { ourLocationPage } from './our-location.ts';
import { ourMissionPage } from './our-mission.ts';
import { ourSchoolPage } from './our-school.ts';
import { ourVisionPage } from './our-vision.ts';
import { parentVisitingHoursPage } from './parent-visiting-hours.ts';
import { principalMessagePage } from './principal-message.ts';
import { privacyPolicyPage } from './privacy-policy.ts';
import { schoolOverviewPage } from './school-overview.ts';
import { schoolRulesRegulationsPage } from './school-rules-regulations.ts';
import { schoolTimingPage } from './school-timing.ts';
import { seedSchool } from './seed-school.ts';
import { schoolUniformPage } from './school-uniform.ts';
import { schoolValuesPage } from './school-values.ts';
import { securityCctvSurveillancePage } from './security-cctv-surveillance.ts';
import { sportFacilitiesPage } from './sport-facilities.ts';
import { studentGuidelinesPage } from './student-guidelines.ts';
import { termsPage } from './terms.ts';
import { transportFacilitiesPage } from './transport-facilities.ts';
import { valueEducationPage } from './value-education.ts';
import { whyChooseUsPage } from './why-choose-us.ts';
import { withdrawalPolicyPage } from './withdrawal-policy.ts';

/** What the text of the pages depends on when they are first created. */
export type SeedContext = {
  /** The school's date (Asia/Kolkata), YYYY-MM-DD: the academic and admission years follow from it. */
  today: string;
  /** The Inbox's retention periods, stated in the privacy policy. */
  retention: RetentionPolicy;
  /** The school the pages are for (decision 0027): its name, contacts and pictures. */
  school: SchoolSettings;
};

/**
 * Today's information pages in the page model, for `school`: each start creates those missing
 * (pages-service.ts seed). The demo school's pages also tell its own story (seed-school.ts).
 */
export function seedPages({ today, retention, school: settings }: SeedContext): PageInput[] {
  const academicYear = academicYearLabel(academicYearOf(today));
  const school = seedSchool(settings, isDemoSchool(settings));
  return [
    academicsMiddlePage(school),
    academicsPrePrimaryPage(school),
    academicsPrimaryPage(school),
    academicsUpperPage(school),
    accoladesPage(school),
    attendancePolicyPage(school),
    beyondAcademicsPage(school),
    chairpersonMessagePage(school),
    directorMessagePage(school),
    epFuturePage(school),
    extracurricularActivitiesPage(school),
    facultyPage(school),
    feeStructurePage(school, academicYear),
    guidelinesForParentsPage(school),
    guidelinesProceduresPage(school, today),
    hiTechClassesPage(school),
    homePage(settings),
    houseSystemPage(school, academicYear),
    itInfrastructurePage(school),
    ourCampusPage(school),
    ourLocationPage(school),
    ourMissionPage(school),
    ourSchoolPage(school),
    ourVisionPage(school),
    parentVisitingHoursPage(school),
    principalMessagePage(school),
    privacyPolicyPage(school, retention),
    schoolOverviewPage(school),
    schoolRulesRegulationsPage(school),
    schoolTimingPage(school),
    schoolUniformPage(school),
    schoolValuesPage(school),
    securityCctvSurveillancePage(school),
    sportFacilitiesPage(school),
    studentGuidelinesPage(school),
    termsPage(school),
    transportFacilitiesPage(school),
    valueEducationPage(school),
    whyChooseUsPage(school),
    withdrawalPolicyPage(school),
  ];
}
