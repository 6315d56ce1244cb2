import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  honeypotField,
  resumeTooLargeMessage,
  resumeTypeMessage,
  submissionMessages,
} from '#contracts/inbox.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { makeDocx, makeJpeg, makePdf, htmlPage } from '#server/test/fixtures/upload-files.ts';
import { applicationFields, freshIp, postApplication } from '#server/test/fixtures/submissions.ts';

const ctx = await buildTestApp();
const { careerApplications, files } = ctx.db.tables;
const applicationsNamed = (fullName: string) =>
  ctx.db.read.select().from(careerApplications).where(eq(careerApplications.fullName, fullName));
const resumeFolder = path.join(ctx.dataDir, 'private', 'resumes');
const storedResumes = () => readdirSync(resumeFolder).filter((name) => !name.startsWith('.'));

describe('POST /api/careers/applications', () => {
  it('stores the application and its PDF resume apart from public uploads', async () => {
    const pdf = makePdf('Resume of Meera Nair');
    const response = await postApplication(
      ctx.app,
      applicationFields({ fullName: 'Meera Nair', position: 'counselor' }),
      {
        name: 'Meera Nair – CV.pdf',
        bytes: pdf,
        type: 'application/pdf',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: submissionMessages.application });

    const [row] = await applicationsNamed('Meera Nair');
    expect(row).toMatchObject({
      email: 'ravi.kumar@example.com',
      phone: '+91 98765 43210',
      position: 'counselor',
      readAt: null,
    });
    const [file] = await ctx.db.read.select().from(files).where(eq(files.id, row!.resumeFileId!));
    expect(file).toMatchObject({
      kind: 'document',
      contentType: 'application/pdf',
      originalName: 'Meera Nair – CV.pdf',
      byteSize: pdf.length,
    });
    expect(storedResumes()).toContain(file!.storedName);
    // The public /uploads route cannot serve it: the bytes are not in the uploads folder.
    const publicTry = await ctx.app.inject({ method: 'GET', url: `/uploads/${file!.storedName}` });
    expect(publicTry.statusCode).not.toBe(200);
  });

  it('accepts a DOCX, and an application without a resume or position', async () => {
    const withDocx = await postApplication(
      ctx.app,
      applicationFields({ fullName: 'Docx Applicant' }),
      { name: 'cv.docx', bytes: makeDocx() },
    );
    expect(withDocx.statusCode).toBe(200);
    const bare = await postApplication(
      ctx.app,
      applicationFields({ fullName: 'No Resume', position: '', experience: '' }),
    );
    expect(bare.statusCode).toBe(200);
    const [row] = await applicationsNamed('No Resume');
    expect(row).toMatchObject({ position: '', experience: '', resumeFileId: null });
  });

  it('names the wrong fields', async () => {
    // The position is checked against the open positions once the fields are right
    // (positions-routes.test.ts).
    const response = await postApplication(ctx.app, {
      fullName: '',
      email: 'nope',
      phone: 'call me',
      position: 'principal',
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: Array<{ field: string; message: string }> }>().errors;
    expect(errors.map((error) => error.field).sort()).toEqual(['email', 'fullName', 'phone']);
    expect(errors.find((error) => error.field === 'phone')!.message).toBe(
      'Please enter a valid phone number.',
    );
  });

  it('refuses a resume over 5 MB with 413 and stores nothing', async () => {
    const before = storedResumes().length;
    const big = Buffer.concat([makePdf('big'), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await postApplication(ctx.app, applicationFields({ fullName: 'Too Big' }), {
      name: 'cv.pdf',
      bytes: big,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: resumeTooLargeMessage,
      errors: [{ field: 'resume', message: resumeTooLargeMessage }],
    });
    expect(await applicationsNamed('Too Big')).toHaveLength(0);
    expect(storedResumes()).toHaveLength(before);
  });

  it('refuses an HTML page named .pdf, and a photo, with 415', async () => {
    const html = await postApplication(ctx.app, applicationFields({ fullName: 'Html Resume' }), {
      name: 'cv.pdf',
      bytes: htmlPage,
      type: 'application/pdf',
    });
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({
      message: resumeTypeMessage,
      errors: [{ field: 'resume' }],
    });
    const photo = await postApplication(ctx.app, applicationFields({ fullName: 'Photo Resume' }), {
      name: 'me.jpg',
      bytes: await makeJpeg(),
    });
    expect(photo.statusCode).toBe(415);
    expect(await applicationsNamed('Html Resume')).toHaveLength(0);
    expect(await applicationsNamed('Photo Resume')).toHaveLength(0);
  });

  it('answers a filled honeypot as accepted but stores nothing', async () => {
    const response = await postApplication(
      ctx.app,
      applicationFields({ fullName: 'Bot Applicant', [honeypotField]: 'http://x' }),
      {
        name: 'cv.pdf',
        bytes: makePdf(),
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: submissionMessages.application });
    expect(await applicationsNamed('Bot Applicant')).toHaveLength(0);
  });

  it('is rate limited per IP separately from the contact form', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await postApplication(ctx.app, applicationFields(), undefined, ip)).statusCode).toBe(
        200,
      );
    }
    const limited = await postApplication(ctx.app, applicationFields(), undefined, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {},
      remoteAddress: ip,
    });
    expect(contact.statusCode).toBe(400);
  });
});
