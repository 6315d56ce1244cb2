import { kindScreenNames, type AdminScreen } from './admin-addresses.ts';
import { z } from './zod.ts';

/**
 * GET /api/admin/compliance: what stands between the school and a complete, current Appendix IX
 * disclosure. Every entry names the admin screen that fixes it (`fixTab`, a name of
 * `adminScreens` in admin-addresses.ts).
 */
export const complianceTabs = [
  'school-information',
  'disclosure',
  'compliance',
  // Every content kind's screen, where the links its items hold are fixed.
  ...kindScreenNames,
  'pages',
  'menus',
] as const satisfies readonly AdminScreen[];
export type ComplianceTab = (typeof complianceTabs)[number];

const fixTab = z.enum(complianceTabs);

export const complianceSchema = z.object({
  /** "Today" at the school, YYYY-MM-DD: the date every other figure is computed for. */
  today: z.string(),
  missing: z.array(z.object({ section: z.string(), key: z.string(), label: z.string(), fixTab })),
  /** Certificates whose validity ends within `expiryWarningDays` days, or has ended. */
  expiring: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      validUntil: z.string(),
      /** Negative once expired. */
      daysLeft: z.number().int(),
      expired: z.boolean(),
      fixTab,
    }),
  ),
  brokenLinks: z.object({
    /** ISO time of the latest run; null before the first. */
    checkedAt: z.string().nullable(),
    durationMs: z.number().int().nullable(),
    checked: z.number().int(),
    broken: z.array(
      z.object({
        /** The item or page the link is in ("News “Sports Day”", "Page “Fees” (/fee-structure)"). */
        label: z.string(),
        /** Where in it: the field, section, button or menu group. */
        where: z.string(),
        target: z.string(),
        /** A web address, an address on this site (checked in process) or a stored document. */
        kind: z.enum(['url', 'site', 'document']),
        /** The checker's technical reason ("getaddrinfo ENOTFOUND …", "answered 404"). */
        problem: z.string(),
        fixTab,
      }),
    ),
    /**
     * The same results once per address, in plain words: what the dashboard lists. `broken`
     * stays, one entry a place, for what read it before.
     */
    addresses: z.array(
      z.object({
        target: z.string(),
        kind: z.enum(['url', 'site', 'document']),
        /** What happened and what to do, for an office clerk. */
        message: z.string(),
        /** The technical reason, shown only under "Details". */
        details: z.string(),
        places: z.array(z.object({ label: z.string(), where: z.string(), fixTab })),
      }),
    ),
  }),
  deadlines: z.array(
    z.object({
      label: z.string(),
      due: z.string(),
      status: z.enum(['done', 'due', 'overdue']),
      fixTab,
    }),
  ),
  checks: z.array(
    z.object({
      label: z.string(),
      /** The figure as computed, e.g. "40 : 1". */
      figure: z.string(),
      rule: z.string(),
      ok: z.boolean(),
      fixTab,
    }),
  ),
});
export type Compliance = z.infer<typeof complianceSchema>;
export type BrokenLink = Compliance['brokenLinks']['broken'][number];
export type BrokenAddress = Compliance['brokenLinks']['addresses'][number];

/** Certificates expiring within this many days are listed. */
export const expiryWarningDays = 60;
