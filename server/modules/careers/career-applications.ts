import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { careerApplicationInputSchema, submissionMessages } from '#contracts/inbox.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { Database } from '#server/db/database.ts';
import { validationError } from '#server/lib/http-errors.ts';
import type { Notifier } from '#server/mail/notifier.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { caughtByHoneypot } from '#server/http/honeypot.ts';
import { storeUpload } from '#server/files/store-upload.ts';
import type { ValidatedUpload } from '#server/files/validate-upload.ts';
import { applicationMail } from './application-mail.ts';
import type { PositionsRepository } from './positions-repository.ts';

/**
 * The one write path of career applications, for POST /api/careers/applications and the careers
 * page's action (public-forms.ts): honeypot, schema, the resume and the Inbox row, then the mail.
 * The caller has counted the attempt and checked the resume (read-application.ts).
 */
export function createCareerApplications(options: {
  db: Database;
  notifier: Notifier;
  resumeStorage: FileStorage;
  /** The posts staff list: an application names an open one, or none. */
  positions: PositionsRepository;
  today: () => string;
  /** The school as its settings are now: the careers address the copy goes to. */
  school: () => Promise<Pick<SchoolSettings, 'emails'>>;
}) {
  const { db, notifier, resumeStorage, positions, today, school } = options;
  const { files, careerApplications } = db.tables;
  return {
    async submit(
      fields: unknown,
      resume: ValidatedUpload | undefined,
      log: FastifyBaseLogger,
    ): Promise<{ message: string }> {
      const accepted = { message: submissionMessages.application };
      if (caughtByHoneypot(fields)) {
        log.info('careers form honeypot filled; dropped');
        return accepted;
      }
      const parsed = careerApplicationInputSchema.safeParse(fields);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const application = parsed.data;
      // Checked before the resume is stored: a closed post is refused with nothing kept.
      const position = application.position
        ? await positions.requireOpen(application.position, today())
        : undefined;

      // Read before anything is stored: the site's forms are used only once it is set up.
      const settings = await school();
      // Stored first (file, then its row and the application in one transaction); mailed after.
      const stored = resume ? await storeUpload(resumeStorage, resume) : undefined;
      const row = {
        id: randomUUID(),
        fullName: application.fullName,
        email: application.email,
        phone: application.phone,
        position: application.position ?? '',
        experience: application.experience,
        resumeFileId: stored?.record.id ?? null,
        createdAt: new Date(),
      };
      try {
        await db.write(async (tx) => {
          if (stored) await tx.insert(files).values(stored.record);
          await tx.insert(careerApplications).values(row);
        });
      } catch (error) {
        if (stored)
          await Promise.allSettled(stored.names.map((name) => resumeStorage.remove(name)));
        throw error;
      }
      const mail = applicationMail(application, position?.label, resume, row.createdAt, settings);
      notifier.notify(mail, { careerApplicationId: row.id });
      return accepted;
    },
  };
}
export type CareerApplications = ReturnType<typeof createCareerApplications>;
