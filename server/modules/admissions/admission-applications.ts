import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import {
  admissionClassLabels,
  admissionDocumentLabels,
  ageRuleOf,
  applicationInputSchema,
  isClassOpen,
  type AgeRule,
  type ApplicationAccepted,
} from '#contracts/admissions.ts';
import { HttpError, validationError } from '#server/lib/http-errors.ts';
import { caughtByHoneypot } from '#server/http/honeypot.ts';
import { storeUpload, type StoredUpload } from '#server/files/store-upload.ts';
import type { AdmissionDeps } from './admission-deps.ts';
import { queueAdmissionMail } from './admission-outbox.ts';
import { mailDate } from './admission-mails.ts';
import { formatAdmissionNumber, takeAdmissionSequence } from './admission-numbers.ts';
import { mintStatusToken, statusUrlOf } from './admission-records.ts';
import type { AdmissionUploads } from './read-admission-form.ts';

const fieldError = (status: number, field: string, message: string) =>
  new HttpError(status, message, [{ field, message }]);

/** "Class 1 needs a child aged 6 to 8 on 31 March 2027." */
export function ageRuleMessage(rule: Extract<AgeRule, { ok: false }>): string {
  return `${admissionClassLabels[rule.class].en} needs a child aged ${rule.minAge} to ${rule.maxAge} on ${mailDate(rule.ageOn, 'en')}.`;
}

/** Stores every document first; if one fails, the ones stored are removed. */
async function storeAll(deps: AdmissionDeps, uploads: AdmissionUploads) {
  const stored: Array<{ document: keyof AdmissionUploads; upload: StoredUpload }> = [];
  try {
    for (const [document, upload] of Object.entries(uploads))
      if (upload)
        stored.push({
          document: document as keyof AdmissionUploads,
          upload: await storeUpload(deps.storage, upload),
        });
  } catch (error) {
    await removeStored(deps, stored);
    throw error;
  }
  return stored;
}

export async function removeStored(
  deps: Pick<AdmissionDeps, 'storage'>,
  stored: Array<{ upload: StoredUpload }>,
) {
  await Promise.allSettled(
    stored.flatMap(({ upload }) => upload.names.map((name) => deps.storage.remove(name))),
  );
}

/**
 * The one write path of a parent's application: every check first (the year's settings, the
 * class open today in India, the age rule, each required document), then the files, then one
 * transaction (number, application, documents, status-link hash, audit); the mail after it.
 */
export function createAdmissionApplications(deps: AdmissionDeps) {
  const { db, audit } = deps;
  const { admissionApplications: apps, admissionDocuments, files } = db.tables;
  return {
    async submit(
      fields: unknown,
      uploads: AdmissionUploads,
    ): Promise<ApplicationAccepted & { dropped?: true }> {
      if (caughtByHoneypot(fields)) return { number: '', statusUrl: '', dropped: true };
      const parsed = applicationInputSchema.safeParse(fields);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const input = parsed.data;
      const today = deps.today();
      const settings = await deps.settings.read(input.year);
      if (!settings || settings.externalAddress)
        throw new HttpError(
          409,
          settings?.externalAddress
            ? `This school takes applications for ${input.year} at ${settings.externalAddress}.`
            : `The school takes no applications for ${input.year} on this site.`,
        );
      const classSettings = settings.classes.find((row) => row.class === input.class);
      const label = admissionClassLabels[input.class].en;
      if (!classSettings)
        throw fieldError(400, 'class', `${label} takes no new children in ${input.year}.`);
      if (!isClassOpen(classSettings, today))
        throw new HttpError(
          409,
          `Applications for ${label} are taken from ${mailDate(classSettings.opensOn, 'en')} to ${mailDate(classSettings.closesOn, 'en')}.`,
        );
      if (input.dateOfBirth > today)
        throw fieldError(400, 'dateOfBirth', 'The date of birth cannot be in the future.');
      const rule = ageRuleOf(classSettings, input.dateOfBirth);
      if (!rule.ok) throw fieldError(400, 'dateOfBirth', ageRuleMessage(rule));
      const missing = classSettings.documents.filter((document) => !uploads[document]);
      if (missing.length) {
        const errors = missing.map((document) => ({
          field: document,
          message: `Please attach the ${admissionDocumentLabels[document].en.toLowerCase()}.`,
        }));
        throw new HttpError(400, errors[0]!.message, errors);
      }
      const school = await deps.school();
      const stored = await storeAll(deps, uploads);
      const now = new Date();
      let result: { number: string; token: string; id: string };
      try {
        result = await db.write(async (tx) => {
          const sequence = await takeAdmissionSequence(tx, db.tables, input.year);
          const number = formatAdmissionNumber(school.abbreviation, input.year, sequence);
          const phones = [input.phone, input.secondGuardianPhone].filter(Boolean);
          const [earlier] = await tx
            .select({ id: apps.id })
            .from(apps)
            .where(
              and(
                eq(apps.year, input.year),
                eq(sql`lower(${apps.childName})`, input.childName.toLowerCase()),
                eq(apps.dateOfBirth, input.dateOfBirth),
                or(
                  ...phones.flatMap((phone) => [
                    eq(apps.phone, phone),
                    eq(apps.secondGuardianPhone, phone),
                  ]),
                ),
              ),
            )
            .limit(1);
          const id = randomUUID();
          const { consent: _consent, ...details } = input;
          await tx.insert(apps).values({
            ...details,
            id,
            number,
            consentedAt: now,
            stage: 'new',
            duplicate: Boolean(earlier),
            createdAt: now,
            updatedAt: now,
          });
          for (const { document, upload } of stored) {
            await tx.insert(files).values(upload.record);
            await tx.insert(admissionDocuments).values({
              id: randomUUID(),
              applicationId: id,
              document,
              fileId: upload.record.id,
              state: 'received',
              createdAt: now,
            });
          }
          const token = await mintStatusToken(tx, db.tables, id);
          await queueAdmissionMail(tx, db.tables, id, { mail: 'received' });
          await audit.record(tx, {
            adminUsername: 'website',
            action: 'create',
            entity: 'admission-application',
            entityId: id,
            summary: `Application ${number} received${earlier ? ' (same child as an earlier one)' : ''}`,
          });
          return { number, token, id };
        });
      } catch (error) {
        await removeStored(deps, stored);
        throw error;
      }
      const statusUrl = statusUrlOf(deps.publicUrl, result.token, input.language);
      deps.queued();
      return { number: result.number, statusUrl };
    },
  };
}
export type AdmissionApplications = ReturnType<typeof createAdmissionApplications>;
