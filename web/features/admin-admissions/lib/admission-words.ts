import {
  admissionClassLabels,
  admissionDocumentLabels,
  admissionStageLabels,
  type AdmissionClass,
  type AdmissionDocument,
  type AdmissionStage,
  type documentStates,
} from '#contracts/admissions.ts';

/** The office's words on the admin screens (the contract carries the parents' en and hi). */
export const stageWords = (stage: AdmissionStage) => admissionStageLabels[stage].en;
export const classWords = (id: AdmissionClass) => admissionClassLabels[id].en;
export const documentWords = (id: AdmissionDocument) => admissionDocumentLabels[id].en;

/**
 * The button that moves an application to each stage: what the clerk does, in a verb, so a button
 * does not read like the stage it leads to (the list and filters say the stage, stageWords).
 */
export const moveWords: Record<Exclude<AdmissionStage, 'new'>, string> = {
  'documents-verified': 'Mark documents verified',
  'interaction-scheduled': 'Mark interaction scheduled',
  offered: 'Offer a seat',
  admitted: 'Mark admitted',
  waitlisted: 'Put on the waiting list',
  'not-offered': 'Decline the application',
  withdrawn: 'Mark withdrawn',
};

export const documentStateWords: Record<(typeof documentStates)[number], string> = {
  received: 'Sent, not checked yet',
  accepted: 'Accepted',
  rejected: 'Rejected',
  missing: 'Not sent',
};
