import { academicYearLabel, academicYearOf } from '#contracts/academic-year.ts';

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
