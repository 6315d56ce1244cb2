import type { FastifyBaseLogger } from 'fastify';
import type { PositionValues } from '#contracts/career-positions.ts';
import { addDays, todayInKolkata } from '#server/lib/school-dates.ts';
import type { PositionsRepository } from '#server/modules/careers/index.ts';

const demoActor = { username: 'demo' };

/** Posts a CBSE school of this size advertises, with their Hindi; closing dates from today. */
const demoPositions: Array<Omit<PositionValues, 'closesOn'> & { closesInDays?: number }> = [
  {
    kind: 'pgt',
    title: 'Mathematics',
    titleHi: 'गणित',
    description: 'M.Sc. Mathematics with B.Ed.; classes XI and XII.',
    descriptionHi: 'गणित में एम.एससी. और बी.एड.; कक्षा 11 और 12।',
    closesInDays: 21,
  },
  {
    kind: 'pgt',
    title: 'Physics',
    titleHi: 'भौतिकी',
    description: 'M.Sc. Physics with B.Ed.; theory and lab practicals for XI and XII.',
    descriptionHi: 'भौतिकी में एम.एससी. और बी.एड.; कक्षा 11 और 12 के सिद्धांत और प्रयोग।',
    closesInDays: 21,
  },
  {
    kind: 'tgt',
    title: 'English',
    titleHi: 'अंग्रेज़ी',
    description: 'B.A. English with B.Ed. and CTET; classes VI to X.',
    descriptionHi: 'अंग्रेज़ी में बी.ए., बी.एड. और सीटीईटी; कक्षा 6 से 10।',
  },
  {
    kind: 'tgt',
    title: 'Hindi',
    titleHi: 'हिंदी',
    description: 'B.A. Hindi with B.Ed. and CTET; classes VI to X.',
    descriptionHi: 'हिंदी में बी.ए., बी.एड. और सीटीईटी; कक्षा 6 से 10।',
  },
  {
    kind: 'prt',
    title: 'All subjects',
    titleHi: 'सभी विषय',
    description: 'Graduate with D.El.Ed. or B.Ed. and CTET; classes I to V.',
    descriptionHi: 'स्नातक, डी.एल.एड. या बी.एड. और सीटीईटी; कक्षा 1 से 5।',
  },
  {
    kind: 'non-teaching',
    title: 'Accountant',
    titleHi: 'लेखाकार',
    description: 'B.Com. with Tally; fees, salaries and the school’s accounts.',
    descriptionHi: 'बी.कॉम. और टैली; शुल्क, वेतन और विद्यालय का लेखा-जोखा।',
    closesInDays: 10,
  },
  {
    kind: 'non-teaching',
    title: 'Lab Assistant',
    titleHi: 'प्रयोगशाला सहायक',
    description: 'Class XII (science); prepares the science labs for practicals.',
    descriptionHi: 'कक्षा 12 (विज्ञान); प्रयोगों के लिए विज्ञान प्रयोगशालाएँ तैयार करना।',
  },
];

/** Where the posts the site started with go in the demo list; the last two are closed. */
const keptKeys = ['teacher', 'coordinator', 'counselor'];
const closedKeys = ['administrator', 'other'];

/**
 * Turns the five posts every database starts with (migration 0013) into a realistic list, once:
 * the graded teaching posts first, then the original ones, the non-teaching posts, and the two
 * original ones that are closed. A list staff already changed is left alone.
 */
export async function seedDemoPositions(
  positions: PositionsRepository,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  const existing = await positions.list();
  const original = [...keptKeys, ...closedKeys];
  if (existing.length !== original.length || existing.some((p) => !original.includes(p.key)))
    return 0;
  const today = todayInKolkata(now);
  const added = [];
  for (const { closesInDays, ...values } of demoPositions)
    added.push(
      await positions.create(demoActor, {
        ...values,
        closesOn: closesInDays === undefined ? null : addDays(today, closesInDays),
      }),
    );
  const byKey = new Map(existing.map((position) => [position.key, position]));
  for (const key of closedKeys)
    await positions.change(demoActor, byKey.get(key)!.id, { open: false });
  const teaching = added.filter((position) => position.kind !== 'non-teaching');
  const nonTeaching = added.filter((position) => position.kind === 'non-teaching');
  const ids = [
    ...teaching,
    ...keptKeys.map((key) => byKey.get(key)!),
    ...nonTeaching,
    ...closedKeys.map((key) => byKey.get(key)!),
  ].map((position) => position.id);
  await positions.reorder(demoActor, ids);
  log.info({ positions: added.length }, 'demo positions added');
  return added.length;
}
