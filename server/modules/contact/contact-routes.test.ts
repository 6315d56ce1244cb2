import { describe, expect, it } from 'vitest';
import { honeypotField, submissionMessages, submissionRateLimit } from '#contracts/inbox.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contactPayload, freshIp, postContact } from '#server/test/fixtures/submissions.ts';

const ctx = await buildTestApp();
const storedMessages = () => ctx.db.read.select().from(ctx.db.tables.contactMessages);

describe('POST /api/contact', () => {
  it('stores a valid message and confirms it', async () => {
    const response = await postContact(
      ctx.app,
      contactPayload({ subject: 'Bus route from Sarkanda' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: submissionMessages.contact });
    const row = (await storedMessages()).find(
      (message) => message.subject === 'Bus route from Sarkanda',
    );
    expect(row).toMatchObject({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha.verma@example.com',
      readAt: null,
      handledAt: null,
    });
    expect(row!.message).toContain('\nThank you.');
  });

  it('names every missing or wrong field', async () => {
    const response = await postContact(ctx.app, {
      firstName: ' ',
      email: 'not-an-email',
      subject: 'x',
      message: '',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      message: string;
      errors: Array<{ field: string; message: string }>;
    }>();
    const fields = body.errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'message']));
    expect(body.errors.find((error) => error.field === 'email')!.message).toBe(
      'Please enter a valid email address.',
    );
    expect(body.message).toMatch(/^firstName: /);
  });

  it('answers a Hindi page in Hindi: each field problem, the summary and the confirmation', async () => {
    const inHindi = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: { 'accept-language': 'hi' },
        remoteAddress: freshIp(),
      });
    const refused = await inHindi({ firstName: ' ', email: 'not-an-email', subject: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.vary).toContain('Accept-Language');
    const body = refused.json<{
      message: string;
      errors: Array<{ field: string; message: string }>;
    }>();
    const problem = (field: string) => body.errors.find((error) => error.field === field)?.message;
    expect(problem('firstName')).toBe('पहला नाम भरना आवश्यक है।');
    expect(problem('email')).toBe('कृपया सही ई-मेल पता लिखें।');
    expect(problem('message')).toBe('संदेश भरना आवश्यक है।');
    expect(body.message).toBe(body.errors[0]!.message);
    const accepted = await inHindi(contactPayload());
    expect(accepted.json()).toEqual({
      message: 'आपका संदेश मिल गया, धन्यवाद। हम 24 घंटे के भीतर उत्तर देंगे।',
    });
    // An English page (or no language asked) keeps the English words.
    expect((await postContact(ctx.app, contactPayload())).json()).toEqual({
      message: submissionMessages.contact,
    });
  });

  it('refuses over-long text and line breaks in one-line fields', async () => {
    const response = await postContact(
      ctx.app,
      contactPayload({ message: 'a'.repeat(5001), subject: 'Hello\r\nBcc: x@example.com' }),
    );
    expect(response.statusCode).toBe(400);
    const fields = response
      .json<{ errors: Array<{ field: string }> }>()
      .errors.map((error) => error.field);
    expect(fields.sort()).toEqual(['message', 'subject']);
  });

  it('answers a filled honeypot as accepted but stores nothing', async () => {
    const before = (await storedMessages()).length;
    const response = await postContact(
      ctx.app,
      contactPayload({ [honeypotField]: 'https://spam.example' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: submissionMessages.contact });
    expect(await storedMessages()).toHaveLength(before);
  });

  it(`allows ${submissionRateLimit.max} attempts per IP, then answers 429 with Retry-After`, async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < submissionRateLimit.max; attempt++) {
      expect((await postContact(ctx.app, contactPayload(), ip)).statusCode).toBe(200);
    }
    const limited = await postContact(ctx.app, contactPayload(), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(
      submissionRateLimit.windowSeconds,
    );
    expect(limited.json().message).toMatch(/Too many submissions/);
    // Another address is not affected.
    expect((await postContact(ctx.app, contactPayload())).statusCode).toBe(200);
  });

  it('counts a client by its own address: a forged X-Forwarded-For does not reset the limit', async () => {
    const client = freshIp();
    const forged = (attempt: number) => ({
      method: 'POST' as const,
      url: '/api/contact',
      payload: contactPayload(),
      remoteAddress: client,
      headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
    });
    for (let attempt = 0; attempt < submissionRateLimit.max; attempt++) {
      expect((await ctx.app.inject(forged(attempt))).statusCode).toBe(200);
    }
    expect((await ctx.app.inject(forged(99))).statusCode).toBe(429);
  });

  it('believes X-Forwarded-For from the reverse proxy on this machine', async () => {
    const viaProxy = (visitor: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contactPayload(),
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': visitor },
      });
    for (let attempt = 0; attempt < submissionRateLimit.max; attempt++) {
      expect((await viaProxy('192.0.2.10')).statusCode).toBe(200);
    }
    expect((await viaProxy('192.0.2.10')).statusCode).toBe(429);
    // Another visitor behind the same proxy has a count of its own.
    expect((await viaProxy('192.0.2.11')).statusCode).toBe(200);
  });
});
