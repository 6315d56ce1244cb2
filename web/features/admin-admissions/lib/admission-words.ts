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

/** The button that moves an application to each stage. */
export const moveWords: Record<Exclude<AdmissionStage, 'new'>, string> = {
  'documents-verified': 'Documents verified',
  'interaction-scheduled': 'Schedule interaction',
  offered: 'Offer a seat',
  admitted: 'Admitted',
  waitlisted: 'Waitlist',
  'not-offered': 'Not offered',
  withdrawn: 'Withdrawn',
};

export const documentStateWords: Record<(typeof documentStates)[number], string> = {
  received: 'Sent, not checked yet',
  accepted: 'Accepted',
  rejected: 'Rejected',
  missing: 'Not sent',
};
