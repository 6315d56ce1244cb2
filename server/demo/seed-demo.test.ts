import { describe, expect, it } from 'vitest';
import { demoSchool } from '#contracts/demo-school.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { seedDemo } from './seed-demo.ts';

/** Another school, as a settings file (SCHOOL_SETTINGS_FILE) or the setup screen gives it. */
const sunrise = {
  ...demoSchool,
  name: 'Sunrise Public School',
  nameHi: 'सनराइज़ पब्लिक स्कूल',
  shortName: 'Sunrise',
  shortNameHi: 'सनराइज़',
  abbreviation: 'SPS',
  affiliationNumber: '1234567',
};

/** The warnings the seed logs, kept for the test to read. */
function recordingLog() {
  const warnings: string[] = [];
  const log = {
    info: () => {},
    warn: (_fields: unknown, message: string) => warnings.push(message),
  };
  return { log: log as never, warnings };
}

describe('DEMO=1 at start', () => {
  it('leaves a site set up for another school as it is, and says why, instead of failing', async () => {
    const other = await buildTestApp({ school: sunrise });
    const { log, warnings } = recordingLog();
    // The demo's content used to stop this start with "Not found." (a page of the demo school's).
    await expect(seedDemo(other.app, log)).resolves.toBe(false);
    expect(warnings).toEqual([
      'DEMO=1 ignored: the demo content describes the demo school, and this site is set up for another',
    ]);
    expect(await other.app.content.events.listAll()).toEqual([]);
    expect(await other.app.transferCertificates.list()).toEqual([]);
    const notices = await other.app.inject({ url: '/api/notices' });
    expect(notices.json()).toEqual([]);
  });

  it("fills the demo school's site", async () => {
    const demo = await buildTestApp();
    const { log, warnings } = recordingLog();
    await expect(seedDemo(demo.app, log)).resolves.toBe(true);
    expect(warnings).toEqual([]);
    expect((await demo.app.content.events.listAll()).length).toBeGreaterThan(0);
    expect((await demo.app.transferCertificates.list()).length).toBeGreaterThan(0);
  });
});
