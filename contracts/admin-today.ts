import { adminRecords, type AdminRecordKind } from './admin-addresses.ts';
import { z } from './zod.ts';

const recordKinds = Object.keys(adminRecords) as [AdminRecordKind, ...AdminRecordKind[]];

/** A record that needs doing, named as its list names it; it opens at its admin address. */
const todayRecordSchema = z.object({
  kind: z.enum(recordKinds),
  /** The record's id (a page's slug). */
  id: z.string(),
  title: z.string(),
});

/** The most a list of Today shows; its total says how many there are. */
export const todayListLimit = 20;

const todayList = <Shape extends z.ZodRawShape>(item: z.ZodObject<Shape>) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    /** What the list leaves out, counted per kind: each kind's screen lists the rest. */
    rest: z.array(z.object({ kind: z.enum(recordKinds), count: z.number().int() })),
  });

/** The first `todayListLimit` records, the total, and the rest counted per kind. */
export function todayListOf<T extends { kind: AdminRecordKind }>(records: T[]) {
  const rest = new Map<AdminRecordKind, number>();
  for (const { kind } of records.slice(todayListLimit)) rest.set(kind, (rest.get(kind) ?? 0) + 1);
  return {
    items: records.slice(0, todayListLimit),
    total: records.length,
    rest: [...rest].map(([kind, count]) => ({ kind, count })),
  };
}

/**
 * GET /api/admin/today: what needs doing, for the signed-in member. A part their role cannot use
 * is left out (contracts/roles.ts): content for editors and administrators, the Inbox for office
 * and administrators, alerts for administrators.
 */
export const todaySchema = z.object({
  content: z
    .object({
      /** Saved but not public: a page never published or with unpublished changes, an item offline. */
      drafts: todayList(todayRecordSchema.extend({ state: z.string() })),
      /** Going live on their own, soonest first: `at` is ISO 8601. */
      scheduled: todayList(todayRecordSchema.extend({ at: z.string() })),
      /** Appendix IX certificates expired or expiring soon (the compliance report's). */
      certificates: z.array(
        z.object({
          label: z.string(),
          validUntil: z.string(),
          daysLeft: z.number().int(),
          expired: z.boolean(),
        }),
      ),
      /** Appendix IX items not filled in. */
      missing: z.number().int(),
    })
    .optional(),
  inbox: z
    .object({
      /** Unread messages, newest first: `at` is when it came. */
      unreadMessages: todayList(todayRecordSchema.extend({ at: z.string() })),
      /** Job applications nobody has reviewed yet, newest first. */
      newApplications: todayList(todayRecordSchema.extend({ at: z.string() })),
      /** Admission applications still at their first stage, newest first. */
      newAdmissions: todayList(todayRecordSchema.extend({ at: z.string() })),
    })
    .optional(),
  alerts: z
    .array(
      z.object({
        id: z.string(),
        message: z.string(),
        createdAt: z.string(),
        expiresAt: z.string(),
        /** On the public pages now: neither withdrawn nor expired. */
        live: z.boolean(),
      }),
    )
    .optional(),
});
export type Today = z.infer<typeof todaySchema>;
