import { academicYearLabel, academicYearOf } from '#contracts/academic-year.ts';
import { demoAnnualReportYears } from '#server/demo/demo-content.ts';
import { lastResultsYear } from '#server/demo/demo-dates.ts';

/** Today at the school (Asia/Kolkata), YYYY-MM-DD: the server renders dated pages from it. */
export const schoolToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** The academic year the school is in, e.g. "2026-27"; `yearsAgo` counts back from it. */
export const academicYearNow = (yearsAgo = 0) =>
  academicYearLabel(academicYearOf(schoolToday()) - yearsAgo);

/** The academic year of the demo's latest board results (out in May), `yearsAgo` counting back. */
export const demoResultsYear = (yearsAgo = 0) =>
  academicYearLabel(lastResultsYear(schoolToday()) - yearsAgo);

/** The academic years of the demo's annual reports, newest first (online from mid-July). */
export const demoAnnualReports = () => demoAnnualReportYears(schoolToday()).map(academicYearLabel);
