import { academicYearLabel, academicYearOf } from '#contracts/academic-year.ts';
import type { PageInput } from '#contracts/content/pages.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { RetentionPolicy } from '../../inbox/retention.ts';
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

/** What the text of a few pages depends on when they are first created. */
export type SeedContext = {
  /** The school's date (Asia/Kolkata), YYYY-MM-DD: the academic and admission years follow from it. */
  today: string;
  /** The Inbox's retention periods, stated in the privacy policy. */
  retention: RetentionPolicy;
  /** The school the pages are for (decision 0027). */
  school: SchoolSettings;
};

/** Today's information pages in the page model: each start creates those missing (pages-service.ts seed). */
export function seedPages({ today, retention, school }: SeedContext): PageInput[] {
  const academicYear = academicYearLabel(academicYearOf(today));
  return [
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
    feeStructurePage(academicYear),
    guidelinesForParentsPage,
    guidelinesProceduresPage(today),
    hiTechClassesPage,
    homePage(school),
    houseSystemPage(academicYear),
    itInfrastructurePage,
    ourCampusPage,
    ourLocationPage,
    ourMissionPage,
    ourSchoolPage,
    ourVisionPage,
    parentVisitingHoursPage,
    principalMessagePage,
    privacyPolicyPage(retention),
    schoolOverviewPage,
    schoolRulesRegulationsPage,
    schoolTimingPage,
    schoolUniformPage,
    schoolValuesPage,
    securityCctvSurveillancePage,
    sportFacilitiesPage,
    studentGuidelinesPage,
    termsPage,
    transportFacilitiesPage,
    valueEducationPage,
    whyChooseUsPage,
    withdrawalPolicyPage,
  ];
}
