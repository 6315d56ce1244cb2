// The academic year runs April to March; it is named by its first calendar year.
/** The academic year label of its first calendar year: 2026 → "2026-27". */
export function academicYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The academic year (April to March) a YYYY-MM-DD date falls in: its first calendar year. */
export function academicYearOf(date: string): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
}

/**
 * The session admissions are for on a YYYY-MM-DD date: registration for a session runs from
 * 15 November before it to 15 June of its first year, so after 15 June it is the next one.
 */
export function admissionSessionStart(today: string): number {
  const year = Number(today.slice(0, 4));
  return today.slice(5) <= '06-15' ? year : year + 1;
}
