import type { FastifyBaseLogger } from 'fastify';
import { demoSchool } from '#contracts/demo-school.ts';
import { academicYearOf } from '#contracts/academic-year.ts';
import { addDays, todayInKolkata } from '#server/lib/school-dates.ts';
import type { TcRepository } from '#server/modules/transfer-certificates/index.ts';

/** Invented pupils who left this session; verify the first on /view-issued-tcs with its date of birth. */
export const demoTcs = [
  { name: 'Aarav Mehta', dob: '2013-02-14', className: 'VII', daysAgo: 150 },
  { name: 'Diya Nair', dob: '2017-08-03', className: 'III', daysAgo: 148 },
  { name: 'Kabir Singh', dob: '2009-11-21', className: 'XI', daysAgo: 140 },
  { name: 'Ishita Rao', dob: '2015-05-30', className: 'V', daysAgo: 132 },
  { name: 'Vihaan Gupta', dob: '2010-01-09', className: 'X', daysAgo: 125 },
  { name: 'Ananya Iyer', dob: '2010-03-17', className: 'X', daysAgo: 125 },
  { name: 'Reyansh Das', dob: '2020-06-25', className: 'Sr. KG', daysAgo: 118 },
  { name: 'Saanvi Joshi', dob: '2012-09-12', className: 'VIII', daysAgo: 110 },
  { name: 'Arjun Pillai', dob: '2018-12-01', className: 'II', daysAgo: 95 },
  { name: 'Myra Kapoor', dob: '2014-04-04', className: 'VI', daysAgo: 60 },
  { name: 'Advik Bose', dob: '2011-07-19', className: 'IX', daysAgo: 30 },
  { name: 'Kiara Menon', dob: '2016-10-28', className: 'IV', daysAgo: 12 },
] as const;

/** Records the demo TCs through the same repository the admin routes use, once. */
export async function seedDemoTcs(
  tcs: TcRepository,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  if ((await tcs.list()).length > 0) return 0;
  const today = todayInKolkata(now);
  const start = academicYearOf(today);
  const session = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  for (const [index, pupil] of demoTcs.entries()) {
    const issuedOn = addDays(today, -pupil.daysAgo);
    await tcs.create(
      { username: 'demo' },
      {
        number: `${demoSchool.abbreviation}/TC/${session}/${String(index + 1).padStart(3, '0')}`,
        admissionNumber: `${demoSchool.abbreviation}-${4100 + index}`,
        studentName: pupil.name,
        dateOfBirth: pupil.dob,
        className: pupil.className,
        leftOn: addDays(issuedOn, -3),
        issuedOn,
      },
    );
  }
  log.info({ created: demoTcs.length }, 'demo transfer certificates created');
  return demoTcs.length;
}
