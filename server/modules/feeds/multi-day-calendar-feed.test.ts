import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);

describe('the calendar feed of entries over several days', () => {
  it('gives each one VEVENT, all day, ending (exclusive) the day after its last day', async () => {
    for (const [url, body] of [
      ['/api/leaves/apply', { title: 'Winter break', date: '2026-12-23', endDate: '2026-12-31' }],
      ['/api/events', { title: 'Sports week', date: '2027-02-08', endDate: '2027-02-12' }],
      ['/api/leaves/apply', { title: 'Republic Day', date: '2027-01-26' }],
    ] as const) {
      const created = await api.sendJson('POST', url, body);
      expect(created.statusCode, created.body).toBe(201);
    }
    const response = await api.get('/calendar.ics');
    expect(response.statusCode).toBe(200);
    const vevents = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents('vevent');
    const shown = vevents.map((vevent) => {
      const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
      const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time;
      return [
        vevent.getFirstPropertyValue('summary'),
        start.isDate,
        start.toString(),
        end.toString(),
      ];
    });
    expect(shown.sort()).toEqual([
      ['Republic Day', true, '2027-01-26', '2027-01-27'],
      ['Sports week', true, '2027-02-08', '2027-02-13'],
      ['Winter break', true, '2026-12-23', '2027-01-01'],
    ]);
    expect(response.body).toContain('DTEND;VALUE=DATE:20270101\r\n');
  });
});
