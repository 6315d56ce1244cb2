import { z } from './zod.ts';
import { recordIdsSchema } from './content/fields.ts';
import type { ApplicationStatus } from './inbox.ts';

/**
 * The original site's admin listed job applications ("candidate forms") in three states, on
 * its Careers tab (decision 0014). Each list holds the Inbox's applications of the statuses that
 * stand for its state: an applicant called to interview is still on the shortlist; a hire is in
 * none of them (the original had no such state).
 */
export const candidateFormLists = {
  getPendingCandidateForms: { status: 'pending', statuses: ['new'] },
  getShortlistedCandidate: { status: 'shortlisted', statuses: ['shortlisted', 'interview'] },
  getRejectedCandidates: { status: 'rejected', statuses: ['rejected'] },
} as const satisfies Record<string, { status: string; statuses: readonly ApplicationStatus[] }>;

export type CandidateFormList = keyof typeof candidateFormLists;

/** An application as the original client reads it, with `_id` beside `id`. */
export const candidateFormSchema = recordIdsSchema.extend({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The key of a career position (contracts/career-positions.ts), or "" when none was chosen. */
  position: z.string(),
  experience: z.string(),
  /** Where signed-in staff download the resume; null when the applicant sent none. */
  resume: z.string().nullable(),
  status: z.enum(['pending', 'shortlisted', 'rejected']),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type CandidateForm = z.infer<typeof candidateFormSchema>;

export const candidateFormListSchema = z.array(candidateFormSchema);
