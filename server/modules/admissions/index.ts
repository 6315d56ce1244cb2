// The public entry of modules/admissions (decision 0030): what other units use of it.
export { createAdmissionApplications } from './admission-applications.ts';
export { createAdmissionEnquiries } from './admission-enquiries.ts';
export { renderAdmissionMails } from './admission-outbox.ts';
export { staleTokenMessage } from './admission-records.ts';
export { createAdmissionReview, type AdmissionReview } from './admission-review.ts';
export { admissionSettingsEntity } from './admission-settings.ts';
export { createAdmissions, registerAdmissions, type Admissions } from './admissions.ts';
export { validateAdmissionDocument, type AdmissionUploads } from './read-admission-form.ts';
