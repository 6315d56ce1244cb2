import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { admissionSessionStart, academicYearLabel } from '#contracts/academic-year.ts';
import {
  admissionClasses,
  consentVersion,
  type AdmissionDocument,
  type AdmissionSettings,
  type AdmissionStage,
  type ClassSettings,
} from '#contracts/admissions.ts';
import { addDays, todayInKolkata } from '#server/lib/school-dates.ts';
import { images } from '#server/lib/images/image-worker.ts';
import {
  createAdmissionApplications,
  createAdmissionEnquiries,
  createAdmissionReview,
  type Admissions,
} from '#server/modules/admissions/index.ts';
import type { ValidatedUpload } from '#server/files/validate-upload.ts';
import { minimalPdf } from './minimal-pdf.ts';

const demoActor = { username: 'demo' };
const preprimary: Record<string, [number, number]> = { nursery: [3, 4], lkg: [4, 5], ukg: [5, 6] };

/**
 * A year's classes, nursery to 11: open 15 November to 31 January before the session (the
 * admission period the School information gives, contracts/content/school-information.ts), ages on
 * 31 March, entry classes (nursery, 1) with a quarter of their seats for the RTE portal.
 */
export function demoAdmissionSettings(session: number): AdmissionSettings {
  const classes = admissionClasses
    .filter((id) => id !== '12')
    .map((id): ClassSettings => {
      const grade = Number(id);
      const [minAge, maxAge] = preprimary[id] ?? [grade + 5, grade + 7];
      const documents: AdmissionDocument[] = ['birth-certificate', 'photo', 'address-proof'];
      if (grade >= 2) documents.push('report-card');
      if (grade >= 9) documents.push('transfer-certificate');
      const seats = id === 'nursery' || id === '1' ? 40 : id === '11' ? 30 : 10;
      return {
        class: id,
        seats,
        rteSeats: id === 'nursery' || id === '1' ? 10 : 0,
        opensOn: `${session - 1}-11-15`,
        closesOn: `${session}-01-31`,
        minAge,
        maxAge,
        ageOn: `${session}-03-31`,
        documents,
      };
    });
  return {
    year: academicYearLabel(session),
    classes,
    registrationFee: 500,
    externalAddress: '',
    retentionMonths: 12,
  };
}

const children = [
  ['Aarohi Verma', 'girl'],
  ['Vivaan Khanna', 'boy'],
  ['Anvi Saxena', 'girl'],
  ['Shaurya Mishra', 'boy'],
  ['Navya Tiwari', 'girl'],
  ['Atharv Pandey', 'boy'],
  ['Pari Agarwal', 'girl'],
  ['Ayaan Qureshi', 'boy'],
  ['Siya Chauhan', 'girl'],
  ['Rudra Thakur', 'boy'],
  ['Kavya Dubey', 'girl'],
  ['Krish Yadav', 'boy'],
  ['Riya Shukla', 'girl'],
  ['Arnav Sinha', 'boy'],
  ['Aadhya Bhatt', 'girl'],
  ['Dhruv Chaudhary', 'boy'],
  ['Mahi Srivastava', 'girl'],
  ['Laksh Rawat', 'boy'],
  ['Ira Deshpande', 'girl'],
  ['Yuvan Reddy', 'boy'],
  ['Zoya Ansari', 'girl'],
  ['Parth Jain', 'boy'],
  ['Tanvi Kulkarni', 'girl'],
  ['Hridaan Sethi', 'boy'],
  ['Prisha Bansal', 'girl'],
  ['Aditya Negi', 'boy'],
  ['Saisha Goyal', 'girl'],
  ['Ojas Tripathi', 'boy'],
  ['Nitya Kaur', 'girl'],
  ['Om Prakash Rathore', 'boy'],
] as const;
const demoClasses = ['nursery', 'nursery', 'lkg', '1', '1', '1', '2', '3', '5', '6', '9', '11'];

/** Where a finished round's applications ended, in turn. */
const finishedStages: AdmissionStage[] = [
  'admitted',
  'admitted',
  'admitted',
  'not-offered',
  'admitted',
  'withdrawn',
  'admitted',
  'waitlisted',
];
const ongoingStages: AdmissionStage[] = [
  'new',
  'documents-verified',
  'interaction-scheduled',
  'new',
  'offered',
  'waitlisted',
  'new',
  'admitted',
];
/** The moves from `new` to each stage, as staff would make them. */
const pathTo: Record<AdmissionStage, AdmissionStage[]> = {
  new: [],
  'documents-verified': ['documents-verified'],
  'interaction-scheduled': ['documents-verified', 'interaction-scheduled'],
  offered: ['documents-verified', 'offered'],
  admitted: ['documents-verified', 'offered', 'admitted'],
  waitlisted: ['documents-verified', 'waitlisted'],
  'not-offered': ['documents-verified', 'not-offered'],
  withdrawn: ['withdrawn'],
};

/**
 * Admissions for the demo, once: the coming session's settings (open 15 November), and about 30
 * applications through the same write path as parents and staff, dated only on days the round
 * was open. Before the coming round opens they are last year's round, long decided; once it is
 * open, this round's, in every stage. No mail leaves.
 */
export async function seedDemoAdmissions(
  admissions: Admissions,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  if ((await admissions.settings.list()).length > 0) return 0;
  const today = todayInKolkata(now);
  const session = admissionSessionStart(today);
  const coming = demoAdmissionSettings(session);
  const ongoing = today >= coming.classes[0]!.opensOn;
  const round = ongoing ? coming : demoAdmissionSettings(session - 1);
  if (!ongoing) await admissions.settings.put(round, demoActor);
  await admissions.settings.put(coming, demoActor);

  const photo = await images.plainJpeg(300, 400, '#d9b38c');
  const upload = (document: AdmissionDocument): ValidatedUpload =>
    document === 'photo'
      ? { type: 'jpeg', bytes: photo, originalName: 'photo.jpg' }
      : {
          type: 'pdf',
          bytes: minimalPdf(`Demo ${document.replace('-', ' ')}`),
          originalName: `${document}.pdf`,
        };
  const opensOn = round.classes[0]!.opensOn;
  const lastDay = ongoing ? today : round.classes[0]!.closesOn;
  const span = Math.max(
    0,
    (Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${opensOn}T00:00:00Z`)) / 86_400_000,
  );
  const stages = ongoing ? ongoingStages : finishedStages;
  const { admissionApplications: apps } = admissions.deps.db.tables;
  let added = 0;
  for (const [index, [childName, gender]] of children.entries()) {
    const className = demoClasses[index % demoClasses.length]!;
    const classSettings = round.classes.find((row) => row.class === className)!;
    const day = addDays(opensOn, Math.floor((span * index) / children.length));
    // No wake-up for the outbox: its worker would mail the invented parents before the rows
    // are deleted below.
    const deps = { ...admissions.deps, today: () => day, queued: () => {} };
    const birthYear = Number(classSettings.ageOn.slice(0, 4)) - classSettings.minAge - 1;
    const accepted = await createAdmissionApplications(deps).submit(
      {
        year: round.year,
        class: className,
        childName,
        dateOfBirth: `${birthYear}-${String((index % 12) + 1).padStart(2, '0')}-1${index % 9}`,
        gender,
        previousSchool: className === 'nursery' ? '' : 'Bal Vatika Public School',
        previousClass: '',
        parentName: `${childName.split(' ').at(-1)} family`,
        phone: `+91 98${String(26_000_000 + index * 7919).padStart(8, '0')}`,
        email: `parent${index + 1}@mail.example`,
        occupation: '',
        address: `${index + 4} Shanti Nagar, Raipur`,
        language: index % 3 === 0 ? 'hi' : 'en',
        consent: 'true',
        consentVersion,
      },
      Object.fromEntries(classSettings.documents.map((document) => [document, upload(document)])),
    );
    const [row] = await admissions.deps.db.read
      .select({ id: apps.id })
      .from(apps)
      .where(eq(apps.number, accepted.number));
    const id = row!.id;
    // The parent's first step, and other parents' who looked at the class and did not apply.
    const enquiries = createAdmissionEnquiries(deps);
    for (let look = 0; look <= index % 3; look += 1) await enquiries.record(round.year, className);
    const review = createAdmissionReview(deps, enquiries);
    const target = stages[index % stages.length]!;
    for (const stage of pathTo[target]) {
      try {
        await review.review(
          id,
          stage === 'documents-verified'
            ? {
                stage,
                documents: classSettings.documents.map((document) => ({
                  document,
                  verdict: 'accepted' as const,
                  reason: '',
                })),
              }
            : stage === 'offered'
              ? { stage, offerDeadline: addDays(lastDay, 14) }
              : { stage },
          demoActor,
        );
      } catch (error) {
        // A class whose seats are all offered: the child waits instead.
        log.debug({ err: error, childName }, 'demo admission left at its stage');
        break;
      }
    }
    // Received on the day of the round it was sent, not the day the demo was made.
    const at = new Date(`${day}T05:30:00Z`);
    await admissions.deps.db.write((tx) =>
      tx.update(apps).set({ createdAt: at, consentedAt: at, updatedAt: at }).where(eq(apps.id, id)),
    );
    added += 1;
  }
  // Invented parents at .example addresses: their mails are not sent.
  const { outbox } = admissions.deps.db.tables;
  await admissions.deps.db.write((tx) => tx.delete(outbox).where(eq(outbox.kind, 'admission')));
  log.info({ applications: added, year: round.year }, 'demo admissions added');
  return added;
}
