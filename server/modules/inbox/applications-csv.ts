import { applicationStatusLabels, type InboxApplication } from '#contracts/inbox.ts';
import { todayInKolkata } from '#server/lib/school-dates.ts';

const header = ['Received', 'Name', 'Email', 'Phone', 'Position', 'Experience', 'Status', 'Notes'];

/**
 * A spreadsheet runs a cell that starts like a formula (CSV injection, OWASP): applicants write
 * these fields, so such a cell gets a leading apostrophe and is shown as text.
 */
function neutralised(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180: a cell with a quote, comma or line break is quoted, its quotes doubled. */
function quoted(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One CSV line, every cell neutralised and quoted; the admissions export uses it too. */
export const csvLine = (cells: string[]) =>
  cells.map((cell) => quoted(neutralised(cell))).join(',');

/**
 * The applications as CSV, one per line, in the given order. Starts with a byte order mark so
 * that Excel reads it as UTF-8 (names in Devanagari, say) rather than the local code page.
 */
export function applicationsCsv(applications: InboxApplication[]): string {
  const rows = applications.map((application) =>
    csvLine([
      todayInKolkata(new Date(application.createdAt)),
      application.fullName,
      application.email,
      application.phone,
      application.positionLabel,
      application.experience,
      applicationStatusLabels[application.status],
      application.notes,
    ]),
  );
  return `\uFEFF${[csvLine(header), ...rows].join('\r\n')}\r\n`;
}

/** `applications-YYYY-MM-DD.csv`, dated in the school's time zone. */
export const applicationsCsvName = (now = new Date()) => `applications-${todayInKolkata(now)}.csv`;
