import { demoSchool } from '#contracts/demo-school.ts';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { makePdf } from '#server/test/fixtures/upload-files.ts';
import {
  applicationFields,
  contactPayload,
  postApplication,
  postContact,
} from '#server/test/fixtures/submissions.ts';
import { startSmtpReceiver, type ReceivedMail } from './test-smtp-receiver.ts';

const sender = 'School website <no-reply@school.test>';

/** The whole app with SMTP_URL pointing at `smtpUrl`; closed (mails drained) after the file. */
async function appMailingTo(smtpUrl: string) {
  const database = await createTestDatabase();
  const app = await buildApp({
    school: demoSchool,
    config: {
      publicUrl: 'http://school.test',
      buildDir: '/nonexistent-build',
      dataDir: database.dataDir,
      mail: { url: smtpUrl, from: sender },
    },
    db: database.db,
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });
  return { app, db: database.db };
}

const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.raw)?.[1]?.trim();

/** The decoded body of the MIME part whose headers name `fileName`. */
function attachment(mail: ReceivedMail, fileName: string): Buffer | undefined {
  const start = mail.raw.indexOf(`filename="${fileName}"`);
  if (start < 0) return undefined;
  const bodyStart = mail.raw.indexOf('\r\n\r\n', start) + 4;
  const bodyEnd = mail.raw.indexOf('\r\n--', bodyStart);
  return Buffer.from(mail.raw.slice(bodyStart, bodyEnd).replace(/\s+/g, ''), 'base64');
}

describe('submissions e-mailed through a real SMTP server', async () => {
  const receiver = await startSmtpReceiver();
  afterAll(() => receiver.close());
  const { app } = await appMailingTo(receiver.url);

  it('sends a contact message to the office, replying to the visitor', async () => {
    const response = await postContact(
      app,
      contactPayload({ subject: 'Fee receipt', email: 'parent@example.com' }),
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await receiver.waitFor(1);
    expect(mail!.to).toEqual([demoSchool.emails.office]);
    expect(mail!.from).toBe('no-reply@school.test');
    expect(header(mail!, 'Subject')).toBe('Contact form: Fee receipt');
    expect(header(mail!, 'Reply-To')).toBe('parent@example.com');
    expect(mail!.raw).toContain('Is there a seat in Class III');
  });

  it('sends an application to the careers desk with the resume attached', async () => {
    const resume = makePdf('Resume of Ravi Kumar');
    const response = await postApplication(app, applicationFields(), {
      name: 'Ravi CV.pdf',
      bytes: resume,
    });
    expect(response.statusCode).toBe(200);
    const mails = await receiver.waitFor(2);
    const mail = mails.find((candidate) => candidate.to.includes(demoSchool.emails.careers))!;
    expect(mail.to).toEqual([demoSchool.emails.careers]);
    expect(header(mail, 'Subject')).toBe(
      'Career application: Ravi Kumar (Early Childhood Teacher)',
    );
    expect(mail.raw).toContain('Content-Type: application/pdf');
    expect(attachment(mail, 'Ravi CV.pdf')?.equals(resume)).toBe(true);
  });
});

describe('a failing SMTP server', async () => {
  // Accepts the connection and refuses service, as a mail server that is down for maintenance does.
  const refusing = createServer((socket) => socket.end('421 4.3.2 Service not available\r\n'));
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => refusing.close(() => resolve())));
  const { port } = refusing.address() as AddressInfo;
  const { app, db } = await appMailingTo(`smtp://127.0.0.1:${port}`);

  it('neither fails the request nor loses the stored submission', async () => {
    const contact = await postContact(
      app,
      contactPayload({ subject: 'Kept despite mail failure' }),
    );
    expect(contact.statusCode).toBe(200);
    const application = await postApplication(
      app,
      applicationFields({ fullName: 'Kept Applicant' }),
      { name: 'cv.pdf', bytes: makePdf() },
    );
    expect(application.statusCode).toBe(200);
    // Let the background sends fail before looking (close also waits for them).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const messages = await db.read.select().from(db.tables.contactMessages);
    expect(messages.map((message) => message.subject)).toContain('Kept despite mail failure');
    const applications = await db.read.select().from(db.tables.careerApplications);
    expect(applications.map((row) => row.fullName)).toContain('Kept Applicant');
    expect(
      applications.find((row) => row.fullName === 'Kept Applicant')!.resumeFileId,
    ).not.toBeNull();
  });
});
