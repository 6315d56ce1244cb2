import { sunriseAnswers } from '#server/test/fixtures/other-school.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupMessages } from '#contracts/site-setup.ts';
import { buildApp, type App } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { webBuildDir } from '#server/test/web-build.ts';

// A new site (decision 0027): no school, so every page waits while the person who installed it
// fills in the setup screen with the address the server printed; then the site is the school's.

/** A new, empty site: no school given, no account, no pages. */
async function newSite(school?: Parameters<typeof buildApp>[0]['school']): Promise<App> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: { publicUrl: 'http://school.test', buildDir: webBuildDir(), dataDir: database.dataDir },
    db: database.db,
    school,
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });
  return app;
}

const sunrise = sunriseAnswers;
const admin = { username: 'principal', password: 'mango lantern river chalk' };

const setUp = (app: App, payload: object, remoteAddress = '192.0.2.10') =>
  app.inject({ method: 'POST', url: '/api/setup', payload, remoteAddress });

describe('a new site, set up through the API', async () => {
  const app = await newSite();
  const token = await app.siteSetup.newToken();

  it('answers its pages and public reads 503 until set up; the setup screen and files work', async () => {
    for (const url of ['/', '/hi', '/contact', '/sitemap.xml']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(503);
      expect(page.headers['retry-after'], url).toBe('60');
      expect(page.body, url).toContain('This website is being set up');
      expect(page.body, url).toContain('यह वेबसाइट तैयार की जा रही है');
    }
    const news = await app.inject({ method: 'GET', url: '/api/news' });
    expect(news.statusCode).toBe(503);
    expect(news.json()).toEqual({ message: setupMessages.beingSetUp });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    for (const file of ['/logo.svg', '/favicon.svg'])
      expect((await app.inject({ method: 'GET', url: file })).statusCode, file).toBe(200);
    const screen = await app.inject({ method: 'GET', url: `/setup?token=${token}` });
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['cache-control']).toContain('no-store');
    expect(screen.body).toContain('Set up your school website');
    expect(screen.body).toContain(`value="${token}"`);
    const hindi = await app.inject({ method: 'GET', url: `/hi/setup?token=${token}` });
    expect(hindi.body).toContain('अपने विद्यालय की वेबसाइट तैयार करें');
  });

  it('refuses a wrong address with 403 and says why, then too many from one connection', async () => {
    const wrong = await setUp(app, { token: 'x'.repeat(43), school: sunrise, admin });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(setupMessages.badToken);
    for (let attempt = 0; attempt < 10; attempt++)
      await setUp(app, { token: 'y'.repeat(43), school: sunrise, admin }, '198.51.100.7');
    const blocked = await setUp(app, { token, school: sunrise, admin }, '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(503);
  });

  it('names every wrong field, and saves nothing of it', async () => {
    const response = await setUp(app, {
      token,
      school: {
        ...sunrise,
        name: ' ',
        address: { ...sunrise.address, postalCode: '4920' },
        phones: ['call us'],
        colours: {
          primary: '#0b4f6c',
          primaryDark: '#083a50',
          accent: '#ffff00',
          accentSoft: '#fef3c7',
          event: '#0f766e',
          leave: '#b45309',
        },
      },
      admin: { username: 'principal', password: 'password1234' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'school.name',
        'school.address.postalCode',
        'school.phones.0',
        'school.colours.accent',
      ]),
    );
    // A weak password is named too, once the other fields of the account are right.
    const weak = await setUp(app, {
      token,
      school: sunrise,
      admin: { ...admin, password: 'password1234' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([
      { field: 'admin.password', message: expect.stringMatching(/easy to guess/) },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(503);
  });

  it('sets the site up: the school on its pages, its administrator signs in', async () => {
    const done = await setUp(app, { token, school: sunrise, admin });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toEqual({ message: setupMessages.done });

    // The home page quotes the Principal's letter, which now welcomes families to this school.
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Welcome to Sunrise Public School');
    const homeHi = await app.inject({ method: 'GET', url: '/hi' });
    expect(homeHi.statusCode).toBe(200);
    expect(homeHi.body).toContain('सनराइज़ पब्लिक स्कूल में आपका स्वागत');
    const overview = await app.inject({ method: 'GET', url: '/sps' });
    expect(overview.statusCode).toBe(200);
    expect(overview.body).toContain('SPS at a Glance');
    const settings = (await app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(settings).toMatchObject({ name: sunrise.name, abbreviation: 'SPS' });

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: admin,
      remoteAddress: '192.0.2.250',
    });
    expect(login.statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/setup' });
    expect(ready.body).toContain('Your website is ready');
  });

  it('discloses none of the demo school’s figures: what staff have not saved is not published yet', async () => {
    const information = (
      await app.inject({ method: 'GET', url: '/api/school-information' })
    ).json();
    expect(information.sections.general).toMatchObject({
      schoolName: sunrise.name,
      principalName: '',
      principalQualification: '',
    });
    expect(information.sections.staff).toMatchObject({
      teachers: null,
      students: null,
      administrative: null,
      teacherSectionRatio: '',
      specialEducator: '',
    });
    expect(information.sections.infrastructure).toMatchObject({ campusAreaSqM: null, labs: '' });
    expect(information.updatedAt).toBeNull();
    const demoFigures = /Meera Sharma|16,?200|2024-05-01|1 May 2024|1 मई 2024|100 Mbps/;
    for (const [url, notPublished] of [
      ['/mandatory-disclosure', 'Not published yet'],
      ['/hi/mandatory-disclosure', 'अभी प्रकाशित नहीं'],
    ] as const) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(demoFigures);
      expect(page.body).toContain(notPublished);
      expect(page.body).toContain(sunrise.affiliationNumber);
      // No "last updated" date until staff save a section: the RTI note stands undated.
      expect(page.body).toMatch(/Right to Information Act|सूचना का अधिकार अधिनियम/);
      expect(page.body).not.toMatch(/[Ll]ast updated|अंतिम बदलाव/);
    }

    // The compliance report lists every figure and text still to be given, so the office knows.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: admin,
      remoteAddress: '192.0.2.250',
    });
    const report = await app.inject({
      method: 'GET',
      url: '/api/admin/compliance',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(report.statusCode).toBe(200);
    const missing = report.json().missing.map((item: { key: string }) => item.key);
    for (const key of [
      'principalName',
      'teachers',
      'students',
      'counsellor',
      'campusAreaSqM',
      'labs',
    ])
      expect(missing).toContain(key);
    expect(missing).not.toContain('schoolName');
    expect(report.json().checks).toEqual([
      expect.objectContaining({ ok: false, figure: expect.not.stringMatching(/null|1200|48/) }),
      expect.objectContaining({ ok: false, figure: expect.not.stringMatching(/null|48|30/) }),
    ]);
  });

  it('refuses a second setup with 409, whatever it sends', async () => {
    const again = await setUp(app, {
      token,
      school: { ...sunrise, name: 'Another School' },
      admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(setupMessages.alreadySetUp);
    const settings = (await app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(settings.name).toBe(sunrise.name);
  });
});

describe('a new site, set up with the form and no script', async () => {
  const app = await newSite();
  const token = await app.siteSetup.newToken();
  const form = (url: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      for (const one of [value].flat()) body.append(name, one);
    return app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://school.test',
      },
      payload: body.toString(),
      remoteAddress: '192.0.2.20',
    });
  };
  const fields = {
    token,
    'school.name': sunrise.name,
    'school.nameHi': sunrise.nameHi,
    'school.board': 'CBSE',
    'school.established': '',
    'school.affiliationNumber': sunrise.affiliationNumber,
    'school.schoolCode': sunrise.schoolCode,
    'school.address.street': sunrise.address.street,
    'school.address.locality': sunrise.address.locality,
    'school.address.region': sunrise.address.region,
    'school.address.postalCode': sunrise.address.postalCode,
    'school.phones': ['+91 771 400 1234', ''],
    'school.emails.office': sunrise.emails.office,
    'admin.username': admin.username,
    'admin.password': admin.password,
  };

  it('comes back in Hindi with each problem beside its field and what was typed', async () => {
    const refused = await form('/hi/setup', { ...fields, 'school.address.postalCode': '12' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('पिन कोड 6 अंकों का होना चाहिए।');
    expect(refused.body).toContain('value="Shankar Nagar Main Road"');
    expect(refused.body).not.toContain(admin.password);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(503);
  });

  it('sets the site up and says so, with the way to the site and to the sign-in', async () => {
    const done = await form('/setup', fields);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/setup');
    const ready = await app.inject({ method: 'GET', url: '/setup' });
    expect(ready.body).toContain('Your website is ready');
    expect(ready.body).toContain('Sunrise Public School');
    expect(ready.body).toContain('href="/admin-login"');
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  });
});

describe('a new site given its school in SCHOOL_SETTINGS_FILE', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'school-file-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const file = path.join(folder, 'school.json');
  writeFileSync(file, JSON.stringify(sunrise));
  const app = await newSite(loadConfig({ SCHOOL_SETTINGS_FILE: file }).school);

  it('starts set up, with the school of the file and its pages', async () => {
    expect(await app.siteSetup.isSetUp()).toBe(true);
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Welcome to Sunrise Public School');
    expect((await app.inject({ method: 'GET', url: '/why-sps' })).statusCode).toBe(200);
    expect((await setUp(app, { token: 'z'.repeat(43), school: sunrise, admin })).statusCode).toBe(
      409,
    );
  });
});
