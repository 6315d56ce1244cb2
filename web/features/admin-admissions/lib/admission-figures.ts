import {
  seatsLeft,
  type AdmissionClass,
  type AdmissionStage,
  type ClassSettings,
  type StaffApplicationList,
} from '#contracts/admissions.ts';

type Counts = StaffApplicationList['counts'];

/** The year's enquiries, then its applications, each counted once at the stage it is at now. */
export type AdmissionFunnel = {
  /** First steps of the form on the site (year, class and date of birth), applied or not. */
  enquiries: number;
  applied: number;
  /** The way to a seat, in order: received, documents verified, interaction, offered, admitted. */
  steps: Array<{ stage: AdmissionStage; count: number }>;
  /** Where the others ended or wait: waiting list, no seat offered, withdrawn. */
  outcomes: Array<{ stage: AdmissionStage; count: number }>;
};

const steps: AdmissionStage[] = [
  'new',
  'documents-verified',
  'interaction-scheduled',
  'offered',
  'admitted',
];
const outcomes: AdmissionStage[] = ['waitlisted', 'not-offered', 'withdrawn'];

const countAt = (counts: Counts, stage: AdmissionStage, only?: AdmissionClass) =>
  counts
    .filter((row) => row.stage === stage && (!only || row.class === only))
    .reduce((sum, row) => sum + row.count, 0);

/** The funnel of the year, or of one class, from the server's counts per class (and stage). */
export function admissionFunnel(
  { counts, enquiries }: Pick<StaffApplicationList, 'counts' | 'enquiries'>,
  only?: AdmissionClass,
): AdmissionFunnel {
  return {
    enquiries: enquiries
      .filter((row) => !only || row.class === only)
      .reduce((sum, row) => sum + row.count, 0),
    applied: counts
      .filter((row) => !only || row.class === only)
      .reduce((sum, row) => sum + row.count, 0),
    steps: steps.map((stage) => ({ stage, count: countAt(counts, stage, only) })),
    outcomes: outcomes.map((stage) => ({ stage, count: countAt(counts, stage, only) })),
  };
}

export type ClassSeats = {
  class: AdmissionClass;
  seats: number;
  rteSeats: number;
  offered: number;
  admitted: number;
  /** Seats this site may still offer (contracts/admissions.ts seatsLeft). */
  left: number;
};

/** Each class the year takes children in: its seats, those offered and admitted, and those left. */
export function classSeats(classes: readonly ClassSettings[], counts: Counts): ClassSeats[] {
  return classes.map((row) => {
    const offered = countAt(counts, 'offered', row.class);
    const admitted = countAt(counts, 'admitted', row.class);
    return {
      class: row.class,
      seats: row.seats,
      rteSeats: row.rteSeats,
      offered,
      admitted,
      left: seatsLeft(row, offered + admitted),
    };
  });
}
