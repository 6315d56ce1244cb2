import { describe, expect, it } from 'vitest';
import { demoSchool } from '#contracts/demo-school.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';

const ctx = await buildTestApp();

describe('the school settings', () => {
  it('shows anyone what the pages show, and nothing of the office', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.name).toBe(demoSchool.name);
    expect(body.phones).toEqual(demoSchool.phones);
    expect(body).not.toHaveProperty('circularNumberFormat');
    expect(body).not.toHaveProperty('retention');
  });

  it('gives the whole settings to an administrator only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(
      401,
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: await ctx.authHeader(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings.circularNumberFormat).toBe(demoSchool.circularNumberFormat);
  });

  it('changes only the fields a save carries, and the audit log says from what to what', async () => {
    const headers = await ctx.authHeader();
    const phones = ['+91 771 400 1234'];
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers,
      payload: { phones },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.phones).toEqual(phones);
    expect(saved.json().settings.name).toBe(demoSchool.name);
    expect(saved.json().settings.pictures).toEqual(demoSchool.pictures);

    const unchanged = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers,
      payload: {},
    });
    expect(unchanged.json().settings.phones).toEqual(phones);

    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers });
    const entry = audit.json().find((row: { entity: string }) => row.entity === 'school-settings');
    expect(entry.summary).toContain(`phones: ${JSON.stringify(demoSchool.phones)}`);
    expect(entry.summary).toContain(JSON.stringify(phones));
  });

  it('refuses bad input with the field named, and saves nothing of it', async () => {
    const headers = await ctx.authHeader();
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const refusals: Array<[unknown, string]> = [
      [{ phones: ['call us'] }, 'phones.0'],
      [{ phones: [] }, 'phones'],
      [{ name: '' }, 'name'],
      [{ colours: { primary: 'blue' } }, 'colours.primary'],
      // White text on yellow cannot be read: 1.1:1.
      [{ colours: { accent: '#ffff00' } }, 'colours.accent'],
      [{ social: { facebook: 'https://www.facebook.com/' } }, 'social.facebook'],
      [{ social: { instagram: 'javascript:alert(1)' } }, 'social.instagram'],
      [{ admissionUrl: '/\\evil.example' }, 'admissionUrl'],
      [{ nameHi: 'x', unknownField: 1 }, 'body'],
    ];
    for (const [payload, field] of refusals) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers,
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const fields = response.json().errors.map((error: { field: string }) => error.field);
      expect(fields, JSON.stringify(payload)).toContain(field);
    }
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(after).toEqual(before);
  });

  it('says why a colour pair is refused, in words a clerk reads', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: await ctx.authHeader(),
      payload: { colours: { primary: '#9ca3af' } },
    });
    expect(response.json().message).toMatch(/White text on main colour is hard to read/);
  });
});
