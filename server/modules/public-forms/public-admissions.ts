import {
  admissionDocuments,
  offerDecisionSchema,
  reuploadFieldsSchema,
  slotChoiceSchema,
  statusTokenSchema,
  type AdmissionDocument,
} from '#contracts/admissions.ts';
import { roundNotOver, type PublicAdmissions } from '#contracts/public-admissions.ts';
import type { SentFile } from '#contracts/public-forms.ts';
import { HttpError, validationError } from '#server/lib/http-errors.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import {
  staleTokenMessage,
  type Admissions,
  validateAdmissionDocument,
  type AdmissionUploads,
} from '#server/modules/admissions/index.ts';
import { answerOf, single } from './form-answers.ts';
import { countAttempt } from '#server/http/limit-per-ip.ts';

/** A token that cannot be one is answered as a stale link: the parent can do the same about it. */
function checkedToken(token: string): string {
  const parsed = statusTokenSchema.safeParse(token.trim());
  if (!parsed.success) throw new HttpError(404, staleTokenMessage);
  return parsed.data;
}

const bytesOf = (file: SentFile) => ({ bytes: Buffer.from(file.bytes), fileName: file.fileName });

/**
 * The admission pages' forms (contracts/public-admissions.ts) over the functions the API routes
 * call (admissions-routes.ts): the application and status services, the document checks of
 * read-admission-form.ts, and the per-address limits under the API's keys ('admissions',
 * 'admission-links'), so a parent has one allowance whichever way a form is sent.
 */
export function createPublicAdmissions(deps: {
  admissions: Pick<Admissions, 'applications' | 'status' | 'settings' | 'deps' | 'enquiries'>;
  limiters: { forms: RateLimiter; links: RateLimiter };
}): PublicAdmissions {
  const { admissions, limiters } = deps;
  const countLink = (clientKey: string) =>
    countAttempt(limiters.links, 'admission-links', clientKey);
  return {
    async admissionRounds() {
      const today = admissions.deps.today();
      const rounds = (await admissions.settings.list()).filter((round) =>
        roundNotOver(round, today),
      );
      return { today, rounds };
    },
    async countAdmissionEnquiry(year, className, clientKey) {
      // An allowance of its own at the links' rate: a parent tries a few classes and dates, and a
      // script gets no further in the office's figures.
      const { allowed } = await limiters.links.hit(`admission-enquiries:${clientKey}`);
      if (allowed) await admissions.enquiries.record(year, className);
    },
    applyForAdmission: (fields, documents, clientKey) =>
      answerOf(async () => {
        await countAttempt(limiters.forms, 'admissions', clientKey);
        const uploads: AdmissionUploads = {};
        for (const document of admissionDocuments) {
          const file = documents[document];
          if (file) uploads[document] = await validateAdmissionDocument(document, bytesOf(file));
        }
        const { dropped: _dropped, ...accepted } = await admissions.applications.submit(
          single(fields),
          uploads,
        );
        return { message: '', ...accepted };
      }),
    readAdmissionStatus: (token) =>
      answerOf(async () => ({
        message: '',
        status: await admissions.status.status(checkedToken(token)),
      })),
    resendAdmissionDocument: (token, document, file, clientKey) =>
      answerOf(async () => {
        await countLink(clientKey);
        const parsed = reuploadFieldsSchema.safeParse({ token: checkedToken(token), document });
        if (!parsed.success) throw validationError(parsed.error.issues);
        const chosen: AdmissionDocument = parsed.data.document;
        const upload = file && (await validateAdmissionDocument(chosen, bytesOf(file), 'file'));
        const status = await admissions.status.resend(parsed.data.token, chosen, upload);
        return { message: 'The document is received.', status };
      }),
    bookAdmissionSlot: (token, slotId, clientKey) =>
      answerOf(async () => {
        await countLink(clientKey);
        const parsed = slotChoiceSchema.safeParse({ token: checkedToken(token), slotId });
        if (!parsed.success) throw validationError(parsed.error.issues);
        const status = await admissions.status.book(parsed.data.token, parsed.data.slotId);
        return { message: 'The time to meet is booked.', status };
      }),
    decideAdmissionOffer: (token, decision, clientKey) =>
      answerOf(async () => {
        await countLink(clientKey);
        const parsed = offerDecisionSchema.safeParse({ token: checkedToken(token), decision });
        if (!parsed.success) throw validationError(parsed.error.issues);
        const status = await admissions.status.decide(parsed.data.token, parsed.data.decision);
        const message =
          parsed.data.decision === 'accept' ? 'The seat is accepted.' : 'The seat is declined.';
        return { message, status };
      }),
    deleteAdmission: (token, clientKey) =>
      answerOf(async () => {
        await countLink(clientKey);
        return admissions.status.remove(checkedToken(token));
      }),
  };
}
