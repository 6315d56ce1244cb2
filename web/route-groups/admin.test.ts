import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import {
  adminRecordAddress,
  adminRecords,
  adminScreenAddress,
  adminScreenOfPath,
  adminScreens,
} from '#contracts/admin-addresses.ts';
import routes from '#web/routes.ts';

function paths(entries: RouteConfigEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${prefix}/${entry.path}` : prefix;
    return [
      ...(entry.index || entry.path ? [own || '/'] : []),
      ...paths(entry.children ?? [], own),
    ];
  });
}

describe('the admin addresses', () => {
  const table = paths(routes);

  it('has a route for every screen and every kind of record', () => {
    for (const address of Object.values(adminScreens)) expect(table).toContain(address);
    for (const { path } of Object.values(adminRecords)) expect(table).toContain(`${path}/:record`);
  });

  it("opens each record on its screen's route", () => {
    for (const [kind, { screen }] of Object.entries(adminRecords))
      expect(adminScreenOfPath(adminRecordAddress(kind as keyof typeof adminRecords, '12'))).toBe(
        screen,
      );
    expect(adminRecordAddress('pages', 'fee structure')).toBe('/admin/pages/fee%20structure');
    expect(adminScreenOfPath('/admin')).toBe('today');
    // A screen under another screen's address is its own, not a record of the other.
    expect(adminScreenOfPath('/admin/admissions/settings')).toBe('admission-settings');
    expect(adminScreenOfPath('/admin/admissions')).toBe('admissions');
    expect(adminScreenOfPath('/admin/dashboard')).toBeUndefined();
    expect(adminScreenOfPath('/admin/gallery-dashboard')).toBeUndefined();
    // Only admin addresses: a public page named like a screen is no screen.
    expect(adminScreenOfPath('/news/circulars')).toBeUndefined();
    expect(adminScreenOfPath('/')).toBeUndefined();
  });

  it("leads the old dashboard's tabs to their screens", () => {
    expect(adminScreenAddress('notice')).toBe('/admin/circulars');
    expect(adminScreenAddress('events')).toBe('/admin/calendar');
    expect(adminScreenAddress('holidays')).toBe('/admin/calendar');
    expect(adminScreenAddress('school-information')).toBe('/admin/school-information');
    expect(adminScreenAddress('tcs')).toBe('/admin/tcs');
    expect(adminScreenAddress('no-such-tab')).toBe('/admin');
    expect(adminScreenAddress('toString')).toBe('/admin');
    expect(adminScreenAddress(null)).toBe('/admin');
  });
});
