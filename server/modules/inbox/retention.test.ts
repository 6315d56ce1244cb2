import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createAuditRepository } from '#server/modules/audit/audit-repository.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { makePdf } from '#server/test/fixtures/upload-files.ts';
import {
  applicationFields,
  contactPayload,
  postApplication,
  postContact,
} from '#server/test/fixtures/submissions.ts';
import { addMonths } from '#server/lib/school-dates.ts';
import { openFileStorages } from '#server/storage/file-storages.ts';
import { createInboxRepository } from './inbox-repository.ts';
import { defaultRetention, deleteExpiredSubmissions } from './retention.ts';

const ctx = await buildTestApp();
const audit = createAuditRepository(ctx.db);
const { careerApplications, contactMessages } = ctx.db.tables;
const monthsAgo = (months: number) => addMonths(new Date(), -months);

/** Submits through the public forms, then moves the row back in time. */
async function applicationFrom(months: number, fullName: string) {
  const response = await postApplication(ctx.app, applicationFields({ fullName }), {
    name: 'resume.pdf',
    bytes: makePdf(fullName),
  });
  expect(response.statusCode).toBe(200);
  await ctx.db.write((tx) =>
    tx
      .update(careerApplications)
      .set({ createdAt: monthsAgo(months) })
      .where(eq(careerApplications.fullName, fullName)),
  );
}

async function messageFrom(months: number, subject: string) {
  expect((await postContact(ctx.app, contactPayload({ subject }))).statusCode).toBe(200);
  await ctx.db.write((tx) =>
    tx
      .update(contactMessages)
      .set({ createdAt: monthsAgo(months) })
      .where(eq(contactMessages.subject, subject)),
  );
}

const resumeFiles = () => readdirSync(path.join(ctx.dataDir, 'private', 'resumes'));

describe('retention', () => {
  it('deletes applications with their resumes after 12 months and messages after 24, each in the audit log', async () => {
    await applicationFrom(13, 'Old Applicant');
    await applicationFrom(11, 'Recent Applicant');
    await messageFrom(25, 'Old question');
    await messageFrom(23, 'Recent question');
    expect(resumeFiles()).toHaveLength(2);

    const { resumes } = await openFileStorages({ dataDir: ctx.dataDir });
    const deleted = await deleteExpiredSubmissions({
      db: ctx.db,
      inbox: createInboxRepository(ctx.db, audit),
      resumeStorage: resumes,
      policy: defaultRetention,
      log: pino({ level: 'silent' }),
    });

    expect(deleted).toEqual({ messages: 1, applications: 1 });
    const applications = await ctx.db.read.select().from(careerApplications);
    expect(applications.map((row) => row.fullName)).toEqual(['Recent Applicant']);
    const messages = await ctx.db.read.select().from(contactMessages);
    expect(messages.map((row) => row.subject)).toEqual(['Recent question']);
    expect(resumeFiles()).toHaveLength(1);
    const entries = (await audit.list(20)).filter((entry) => entry.adminUsername === 'retention');
    expect(entries.map((entry) => [entry.action, entry.entity]).sort()).toEqual([
      ['delete', 'career_applications'],
      ['delete', 'contact_messages'],
    ]);
  });

  it('takes its periods from the configuration', async () => {
    await messageFrom(3, 'Quarter-old question');
    const { resumes } = await openFileStorages({ dataDir: ctx.dataDir });
    const deleted = await deleteExpiredSubmissions({
      db: ctx.db,
      inbox: createInboxRepository(ctx.db, audit),
      resumeStorage: resumes,
      policy: { applicationMonths: 12, messageMonths: 2 },
      log: pino({ level: 'silent' }),
    });
    // The 23-month-old message left by the test above goes too.
    expect(deleted).toEqual({ messages: 2, applications: 0 });
    expect(await ctx.db.read.$count(contactMessages)).toBe(0);
  });
});
