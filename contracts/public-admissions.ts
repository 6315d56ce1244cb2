import type {
  AdmissionDocument,
  AdmissionSettings,
  ApplicationAccepted,
  ApplicationStatus,
} from './admissions.ts';
import type { FormAnswer, SentFields, SentFile } from './public-forms.ts';

/** A year the site speaks of to parents: its classes and dates, or where else to apply. */
export type AdmissionRound = Pick<
  AdmissionSettings,
  'year' | 'classes' | 'registrationFee' | 'externalAddress' | 'retentionMonths'
>;

/** The rounds not yet over (a class still open or to open), and the school's date they are read on. */
export type AdmissionRounds = { today: string; rounds: AdmissionRound[] };

type WithStatus = { status: ApplicationStatus };

/** A round is over once every class closed; one sent elsewhere counts until its year begins. */
export function roundNotOver(round: AdmissionRound, today: string): boolean {
  if (round.externalAddress) return `${round.year.slice(0, 4)}-04-01` > today;
  return round.classes.some((row) => row.closesOn >= today);
}

/** Whether the site itself takes applications: a round not over that sends parents nowhere else. */
export const takesApplications = (rounds: AdmissionRound[], today: string): boolean =>
  rounds.some((round) => !round.externalAddress && roundNotOver(round, today));

/**
 * The parents' admission pages, sent without scripts (decision 0026), as the server implements
 * them in-process with the functions POST /api/admissions/applications and the status routes
 * call (decision 0029): the same checks, per-address limits and writes.
 */
export interface PublicAdmissions {
  /** The years parents may apply for on this site or elsewhere; a read, no limit. */
  admissionRounds(): Promise<AdmissionRounds>;
  /**
   * The first step taken (a year and a class chosen): counted as an enquiry for the office's
   * funnel, never refused; more than the address's allowance are not counted.
   */
  countAdmissionEnquiry(year: string, className: string, clientKey: string): Promise<void>;
  /** An application with one file per document id, as POST /api/admissions/applications. */
  applyForAdmission(
    fields: SentFields,
    documents: Partial<Record<AdmissionDocument, SentFile>>,
    clientKey: string,
  ): Promise<FormAnswer<ApplicationAccepted>>;
  /** What a mailed status link opens, as GET /api/admissions/status: a read. */
  readAdmissionStatus(token: string): Promise<FormAnswer<WithStatus>>;
  /** A missing or rejected document sent again, as POST /api/admissions/status/documents. */
  resendAdmissionDocument(
    token: string,
    document: string,
    file: SentFile | undefined,
    clientKey: string,
  ): Promise<FormAnswer<WithStatus>>;
  /** A time to meet chosen, as POST /api/admissions/status/slot. */
  bookAdmissionSlot(
    token: string,
    slotId: string,
    clientKey: string,
  ): Promise<FormAnswer<WithStatus>>;
  /** An offered seat accepted or declined, as POST /api/admissions/status/offer. */
  decideAdmissionOffer(
    token: string,
    decision: string,
    clientKey: string,
  ): Promise<FormAnswer<WithStatus>>;
  /** The parent's request to delete before an offer, as POST /api/admissions/status/delete. */
  deleteAdmission(token: string, clientKey: string): Promise<FormAnswer>;
}
