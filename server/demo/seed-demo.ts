import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { demoSchool } from '#contracts/demo-school.ts';
import { isDemoSchool } from '#server/modules/pages/index.ts';
import { seedDemoAdmissions } from './seed-demo-admissions.ts';
import { seedDemoContent } from './seed-demo-content.ts';
import { seedDemoPositions } from './seed-demo-positions.ts';
import { seedDemoTcs } from './seed-demo-tcs.ts';

/**
 * DEMO=1's content (what the seeds below leave alone once staff have written their own), on a
 * site set up for the demo school only: every item speaks of that school (its name, its TC
 * numbers, its pages' addresses), so on a site set up for another school (SCHOOL_SETTINGS_FILE,
 * or the setup screen) it would contradict the school's own pages, and the seed would stop the
 * server where it links a page that school does not have. The demo school is known as its
 * information pages know it (is-the-demo.ts). Returns whether it seeded.
 */
export async function seedDemo(app: FastifyInstance, log: FastifyBaseLogger): Promise<boolean> {
  const school = await app.school.read();
  if (!school || !isDemoSchool(school)) {
    log.warn(
      { school: school?.name, demoSchool: demoSchool.name },
      'DEMO=1 ignored: the demo content describes the demo school, and this site is set up for another',
    );
    return false;
  }
  await seedDemoContent(app.content, log);
  await seedDemoTcs(app.transferCertificates, log);
  await seedDemoPositions(app.careerPositions, log);
  await seedDemoAdmissions(app.admissions, log);
  return true;
}
