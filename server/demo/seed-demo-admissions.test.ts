import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { seedDemoAdmissions } from './seed-demo-admissions.ts';

const ctx = await buildTestApp();
const later = await buildTestApp();
const silent = { info: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;
const { admissionApplications: apps } = ctx.db.tables;

describe('demo admissions', () => {
  it('before the round opens: next year’s settings, and last year’s round decided', async () => {
    // 10 November 2026, five days before the 2027-28 round opens.
    const now = new Date('2026-11-10T06:00:00Z');
    // The outbox worker is never woken: it would mail the invented parents.
    const wakeUps = vi.spyOn(ctx.app.admissions.deps, 'queued');
    expect(await seedDemoAdmissions(ctx.app.admissions, silent, now)).toBe(30);
    expect(wakeUps).not.toHaveBeenCalled();
    wakeUps.mockRestore();
    const years = (await ctx.app.admissions.settings.list()).map((settings) => settings.year);
    expect(years).toEqual(['2026-27', '2027-28']);
    const coming = await ctx.app.admissions.settings.read('2027-28');
    expect(coming!.classes.map((row) => row.class)).toEqual([
      'nursery',
      'lkg',
      'ukg',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
    ]);
    expect(coming!.classes[0]).toMatchObject({ opensOn: '2026-11-15', closesOn: '2027-01-31' });

    const rows = await ctx.db.read.select().from(apps);
    expect(rows).toHaveLength(30);
    // Received only while last year's round was open, never after today.
    for (const row of rows) {
      expect(row.year).toBe('2026-27');
      const day = row.createdAt.toISOString().slice(0, 10);
      expect(day >= '2025-11-15' && day <= '2026-01-31', day).toBe(true);
    }
    expect(new Set(rows.map((row) => row.stage))).toEqual(
      new Set(['admitted', 'not-offered', 'withdrawn', 'waitlisted']),
    );
    expect(await seedDemoAdmissions(ctx.app.admissions, silent, now)).toBe(0);
  });

  it('once the round is open: its applications, received since it opened', async () => {
    // 29 November 2026: the 2027-28 round has been open since 15 November.
    const now = new Date('2026-11-29T06:00:00Z');
    const { admissionApplications: rows } = later.db.tables;
    expect(await seedDemoAdmissions(later.app.admissions, silent, now)).toBe(30);
    const years = (await later.app.admissions.settings.list()).map((settings) => settings.year);
    expect(years).toEqual(['2027-28']);
    const applications = await later.db.read.select().from(rows);
    for (const row of applications) {
      expect(row.year).toBe('2027-28');
      const day = row.createdAt.toISOString().slice(0, 10);
      expect(day >= '2026-11-15' && day <= '2026-11-29', day).toBe(true);
    }
    expect(applications.map((row) => row.stage)).toContain('new');
  });
});
