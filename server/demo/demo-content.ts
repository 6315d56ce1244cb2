import { academicYearLabel } from '#contracts/academic-year.ts';
import type { Audience } from '#contracts/audiences.ts';
import type { DisclosureType } from '#contracts/content/disclosures.ts';
import type { Scene } from './scene-image.ts';

/** Month and day within the academic year, or days from today (for the current weeks). */
export type DemoDate = { month: number; day: number } | { fromToday: number };
type Dated = { title: string; description: string; when: DemoDate };

/** Events are for everyone unless `audiences` says whom (the academics pages list their own). */
export const demoEvents: Array<Dated & { audiences?: Audience[] }> = [
  {
    title: 'New session begins',
    description: 'Classes I to XII resume for the new academic session. Assembly at 8:30 AM.',
    when: { month: 4, day: 2 },
  },
  {
    title: 'Investiture Ceremony',
    description:
      'Newly elected prefects and house captains take their oath in the presence of parents.',
    when: { month: 5, day: 9 },
  },
  {
    title: 'International Yoga Day',
    description: 'Students and staff perform yoga on the school ground from 7:00 AM.',
    when: { month: 6, day: 21 },
  },
  {
    title: 'Van Mahotsav',
    description: 'Tree plantation drive by the Eco Club; each class adopts a sapling.',
    when: { month: 7, day: 5 },
  },
  {
    title: 'Independence Day celebration',
    description: 'Flag hoisting, march past and a cultural programme by the four houses.',
    when: { month: 8, day: 14 },
  },
  {
    title: 'Teachers’ Day',
    description: 'Class XII students conduct the school day; special assembly for our teachers.',
    when: { month: 9, day: 5 },
  },
  {
    title: 'Half-yearly examinations begin',
    description: 'Date sheet has been shared in the school diary. Reporting time 8:15 AM.',
    when: { month: 9, day: 22 },
  },
  {
    title: 'Storytelling week',
    description:
      'Grandparents and parents read stories in English and Hindi to the primary classes.',
    when: { fromToday: 12 },
    audiences: ['primary'],
  },
  {
    title: 'Class XI stream orientation',
    description:
      'Subject teachers explain the science, commerce and humanities streams to class X.',
    when: { fromToday: 26 },
    audiences: ['secondary', 'senior-secondary'],
  },
  {
    title: 'Science Exhibition',
    description: 'Working models and experiments by classes VI to XII in the activity hall.',
    when: { month: 11, day: 14 },
  },
  {
    title: 'Annual Sports Day',
    description: 'Athletics, relay races and the inter-house march past. Parents are welcome.',
    when: { month: 12, day: 6 },
  },
  {
    title: 'Annual Day',
    description: 'The annual cultural evening with dance, drama and music by all classes.',
    when: { month: 1, day: 24 },
  },
  {
    title: 'CBSE practical examinations',
    description: 'Practical examinations for classes X and XII as per the board schedule.',
    when: { month: 2, day: 2 },
  },
  {
    title: 'Parent-Teacher Meeting',
    description: 'Discuss your ward’s progress with the class teacher, 9:00 AM to 12:00 PM.',
    when: { fromToday: 4 },
  },
  {
    title: 'Inter-house Quiz Competition',
    description: 'General knowledge and current affairs quiz for classes VI to X.',
    when: { fromToday: 11 },
  },
  {
    title: 'Class trip to the planetarium',
    description: 'Classes IV and V visit the planetarium. Consent forms due two days before.',
    when: { fromToday: 18 },
  },
  {
    title: 'Fire safety drill',
    description: 'School-wide evacuation drill with the local fire department.',
    when: { fromToday: 1 },
  },
];

export const demoHolidays: Dated[] = [
  {
    title: 'Summer vacation begins',
    description: 'School closed for summer vacation; reopens on 1 July.',
    when: { month: 5, day: 20 },
  },
  { title: 'Independence Day', description: 'National holiday.', when: { month: 8, day: 15 } },
  { title: 'Gandhi Jayanti', description: 'National holiday.', when: { month: 10, day: 2 } },
  {
    title: 'Diwali holidays',
    description: 'School closed for Diwali; classes resume after the festival week.',
    when: { month: 10, day: 20 },
  },
  { title: 'Guru Nanak Jayanti', description: 'Gazetted holiday.', when: { month: 11, day: 5 } },
  { title: 'Christmas', description: 'School closed.', when: { month: 12, day: 25 } },
  { title: 'Makar Sankranti', description: 'School closed.', when: { month: 1, day: 14 } },
  {
    title: 'Republic Day',
    description: 'Flag hoisting at 8:00 AM for students on duty; otherwise a holiday.',
    when: { month: 1, day: 26 },
  },
  { title: 'Holi', description: 'School closed for Holi.', when: { month: 3, day: 4 } },
  {
    title: 'Local festival holiday',
    description: 'School closed as notified by the district administration.',
    when: { fromToday: 8 },
  },
];

const scenes: Scene[] = [
  { sky: '#87ceeb', ground: '#4caf50', accent: '#c62828', label: 'Sports Day' },
  { sky: '#ffcc80', ground: '#2e7d32', accent: '#1565c0', label: 'Van Mahotsav' },
  { sky: '#b3e5fc', ground: '#8d6e63', accent: '#6a1b9a', label: 'Science Exhibition' },
  { sky: '#ffe082', ground: '#558b2f', accent: '#ef6c00', label: 'Independence Day' },
  { sky: '#ce93d8', ground: '#00796b', accent: '#ad1457', label: 'Annual Day' },
  { sky: '#90caf9', ground: '#689f38', accent: '#283593', label: 'Yoga Day' },
  { sky: '#ffab91', ground: '#33691e', accent: '#4e342e', label: 'Diwali Mela' },
  { sky: '#80deea', ground: '#9e9d24', accent: '#c62828', label: 'Library Week' },
];
export const sceneAt = (index: number): Scene => scenes[index % scenes.length]!;

/** Hindi as the school office writes it for /hi/ readers (decision 0025); not every item has it. */
type InHindi = { titleHi?: string; descriptionHi?: string };

export const demoNews: Array<{ title: string; description: string; daysAgo: number } & InHindi> = [
  {
    title: 'Students shine in CBSE Class XII board results',
    description: 'Our first batch recorded a 100% pass rate with 12 students scoring above 90%.',
    titleHi: 'सीबीएसई कक्षा 12 के परिणाम में विद्यार्थियों का शानदार प्रदर्शन',
    descriptionHi:
      'हमारे पहले बैच का परिणाम शत-प्रतिशत रहा और 12 विद्यार्थियों ने 90% से अधिक अंक प्राप्त किए।',
    daysAgo: 3,
  },
  {
    title: 'Van Mahotsav: 500 saplings planted',
    description: 'The Eco Club led a plantation drive across the campus and the nearby park.',
    titleHi: 'वन महोत्सव: 500 पौधे लगाए गए',
    descriptionHi: 'इको क्लब ने विद्यालय परिसर और पास के उद्यान में पौधारोपण अभियान चलाया।',
    daysAgo: 12,
  },
  {
    title: 'Gold for our relay team at the zonal meet',
    description:
      'The under-14 girls’ 4x100 m relay team won gold at the CBSE zonal athletics meet.',
    titleHi: 'ज़ोनल प्रतियोगिता में हमारी रिले टीम को स्वर्ण पदक',
    descriptionHi:
      'अंडर-14 बालिकाओं की 4x100 मीटर रिले टीम ने सीबीएसई ज़ोनल एथलेटिक्स प्रतियोगिता में स्वर्ण पदक जीता।',
    daysAgo: 20,
  },
  {
    title: 'New robotics lab inaugurated',
    description: 'Students from class VI onwards will use the lab for Atal Tinkering activities.',
    daysAgo: 33,
  },
  {
    title: 'Science Exhibition draws 800 visitors',
    description: 'Working models on renewable energy and water conservation won special praise.',
    daysAgo: 47,
  },
  {
    title: 'Inter-school debate trophy comes home',
    description: 'Our senior debaters won the city-level Hindi and English debate championship.',
    titleHi: 'अंतर-विद्यालय वाद-विवाद ट्रॉफी हमारे नाम',
    descriptionHi: 'हमारे वरिष्ठ वक्ताओं ने शहर स्तर की हिंदी और अंग्रेज़ी वाद-विवाद प्रतियोगिता जीती।',
    daysAgo: 60,
  },
];

export const demoPosts: Array<{ title: string; content: string }> = [
  {
    title: 'Annual Sports Day',
    content: 'Houses compete in athletics and the march past on the main ground.',
  },
  { title: 'Van Mahotsav', content: 'Every class planted and adopted a sapling this monsoon.' },
  {
    title: 'Science Exhibition',
    content: 'Working models by our young scientists from classes VI to XII.',
  },
  {
    title: 'Independence Day',
    content: 'Flag hoisting and a cultural programme by the four houses.',
  },
  { title: 'Annual Day', content: 'An evening of dance, drama and music on the school stage.' },
  { title: 'International Yoga Day', content: 'Students and teachers begin the day with yoga.' },
  { title: 'Diwali Mela', content: 'Stalls, rangoli and diyas made by our students.' },
  { title: 'Library Week', content: 'Book fair, storytelling sessions and a reading marathon.' },
];

/** Circulars of this academic year and, a year and more ago, of the last one (the archive). */
export const demoNotices: Array<
  {
    title: string;
    description: string;
    daysAgo: number;
    pdf?: string;
    audiences: Audience[];
    acknowledgementRequested?: boolean;
  } & InHindi
> = [
  {
    title: 'Fee notice: third quarter',
    description:
      'Fees for October to December are due by the 10th. Pay online or at the school office.',
    titleHi: 'शुल्क सूचना: तीसरी तिमाही',
    descriptionHi:
      'अक्टूबर से दिसंबर का शुल्क 10 तारीख तक जमा करें। भुगतान ऑनलाइन या विद्यालय कार्यालय में किया जा सकता है।',
    daysAgo: 2,
    pdf: 'Fee notice - third quarter',
    audiences: ['parents'],
  },
  {
    title: 'Winter uniform from 1 November',
    description:
      'Students wear the winter uniform from 1 November. Blazers are compulsory on Mondays.',
    titleHi: '1 नवंबर से शीतकालीन गणवेश',
    descriptionHi: '1 नवंबर से विद्यार्थी शीतकालीन गणवेश में आएँगे। सोमवार को ब्लेज़र पहनना अनिवार्य है।',
    daysAgo: 6,
    audiences: ['all'],
  },
  {
    title: 'Half-yearly examination date sheet',
    description: 'The date sheet for classes VI to XII is attached.',
    daysAgo: 15,
    pdf: 'Half-yearly examination date sheet',
    audiences: ['middle', 'secondary', 'senior-secondary'],
  },
  {
    title: 'Parent-Teacher Meeting',
    description:
      'PTM for all classes on Saturday, 9:00 AM to 12:00 PM. Report cards will be shared.',
    titleHi: 'अभिभावक-शिक्षक बैठक',
    descriptionHi:
      'सभी कक्षाओं की अभिभावक-शिक्षक बैठक शनिवार को सुबह 9:00 से दोपहर 12:00 बजे तक होगी। इसमें रिपोर्ट कार्ड दिए जाएँगे।',
    daysAgo: 1,
    audiences: ['parents'],
    acknowledgementRequested: true,
  },
  {
    title: 'Bus route changes',
    description: 'Routes 4 and 7 change from Monday due to road works. Revised timings attached.',
    titleHi: 'बस रूट में बदलाव',
    descriptionHi: 'सड़क निर्माण के कारण सोमवार से रूट 4 और 7 बदल रहे हैं। नया समय संलग्न है।',
    daysAgo: 9,
    pdf: 'Revised bus routes 4 and 7',
    audiences: ['parents', 'staff'],
  },
  {
    title: 'CBSE registration for class IX and XI',
    description: 'Parents must verify the spelling of names and dates of birth by Friday.',
    titleHi: 'कक्षा 9 और 11 का सीबीएसई पंजीकरण',
    descriptionHi: 'अभिभावक शुक्रवार तक बच्चे के नाम की वर्तनी और जन्मतिथि की जाँच अवश्य कर लें।',
    daysAgo: 25,
    audiences: ['secondary', 'senior-secondary'],
    acknowledgementRequested: true,
  },
  {
    title: 'Pre-primary orientation for new families',
    description:
      'Families joining Nursery and KG meet the teachers in the activity hall on Saturday at 10:00 AM.',
    daysAgo: 400,
    audiences: ['pre-primary'],
  },
  {
    title: 'Annual examination schedule',
    description: 'The annual examinations for classes I to VIII begin in the first week of March.',
    daysAgo: 420,
    audiences: ['primary', 'middle'],
  },
  {
    title: 'Staff meeting on the new session',
    description: 'All teaching staff meet in the conference room after school on Friday.',
    daysAgo: 470,
    audiences: ['staff'],
  },
];

/**
 * The mandatory disclosure's documents in the academic year that began in `startYear`: the
 * calendar and fees of this year, the board results of the last one.
 */
export const demoDisclosures = (
  startYear: number,
): Array<{
  type: DisclosureType;
  title: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
  fileName: string;
}> => [
  {
    type: 'results',
    title: `CBSE Class X results ${academicYearLabel(startYear - 1)}`,
    description: 'Board examination results summary for class X.',
    titleHi: `सीबीएसई कक्षा 10 परिणाम ${academicYearLabel(startYear - 1)}`,
    descriptionHi: 'कक्षा 10 की बोर्ड परीक्षा के परिणामों का सारांश।',
    fileName: 'class-x-results.pdf',
  },
  {
    type: 'results',
    title: `CBSE Class XII results ${academicYearLabel(startYear - 1)}`,
    description: 'Board examination results summary for class XII.',
    titleHi: `सीबीएसई कक्षा 12 परिणाम ${academicYearLabel(startYear - 1)}`,
    descriptionHi: 'कक्षा 12 की बोर्ड परीक्षा के परिणामों का सारांश।',
    fileName: 'class-xii-results.pdf',
  },
  {
    type: 'academic',
    title: `Academic calendar ${academicYearLabel(startYear)}`,
    description: 'Term dates, examinations and holidays for the session.',
    titleHi: `शैक्षणिक कैलेंडर ${academicYearLabel(startYear)}`,
    descriptionHi: 'सत्र की अवधि, परीक्षाएँ और छुट्टियाँ।',
    fileName: 'academic-calendar.pdf',
  },
  {
    type: 'academic',
    title: 'List of teachers and qualifications',
    description: 'Teaching staff with their qualifications, as required by CBSE.',
    titleHi: 'शिक्षकों की सूची और उनकी योग्यता',
    descriptionHi: 'सीबीएसई के नियम अनुसार शिक्षकों की सूची, उनकी योग्यता सहित।',
    fileName: 'teachers-qualifications.pdf',
  },
  {
    type: 'information',
    title: 'Affiliation letter',
    description: 'CBSE affiliation letter and extension of affiliation.',
    titleHi: 'संबद्धता पत्र',
    descriptionHi: 'सीबीएसई संबद्धता पत्र और संबद्धता विस्तार।',
    fileName: 'cbse-affiliation-letter.pdf',
  },
  {
    type: 'information',
    title: 'Fire safety certificate',
    description: 'Certificate issued by the fire department.',
    titleHi: 'अग्नि सुरक्षा प्रमाणपत्र',
    descriptionHi: 'अग्निशमन विभाग द्वारा जारी प्रमाणपत्र।',
    fileName: 'fire-safety-certificate.pdf',
  },
  {
    type: 'general',
    title: `Fee structure ${academicYearLabel(startYear)}`,
    description: 'Tuition, transport and other fees for the session.',
    titleHi: `फ़ीस संरचना ${academicYearLabel(startYear)}`,
    descriptionHi: 'सत्र की ट्यूशन फ़ीस, परिवहन शुल्क और अन्य शुल्क।',
    fileName: 'fee-structure.pdf',
  },
  {
    type: 'general',
    title: 'School Management Committee',
    description: 'Members of the SMC and their roles.',
    titleHi: 'विद्यालय प्रबंधन समिति',
    descriptionHi: 'एसएमसी के सदस्य और उनकी भूमिकाएँ।',
    fileName: 'school-management-committee.pdf',
  },
  {
    type: 'information',
    title: 'Building safety certificate',
    description: 'Structural safety as per the National Building Code.',
    titleHi: 'भवन सुरक्षा प्रमाणपत्र',
    descriptionHi: 'राष्ट्रीय भवन संहिता के अनुसार भवन की संरचनात्मक सुरक्षा।',
    fileName: 'building-safety-certificate.pdf',
  },
  {
    type: 'information',
    title: 'Water, health and sanitation certificates',
    description: 'Drinking water test report and sanitation certificate.',
    titleHi: 'जल, स्वास्थ्य और स्वच्छता प्रमाणपत्र',
    descriptionHi: 'पेयजल जाँच रिपोर्ट और स्वच्छता प्रमाणपत्र।',
    fileName: 'water-health-sanitation.pdf',
  },
  ...demoAnnualReportYears(startYear).map((year) => ({
    type: 'general' as const,
    title: `Annual report ${year}`,
    description: `The school's annual report for the academic year ${year}.`,
    titleHi: `वार्षिक प्रतिवेदन ${year}`,
    descriptionHi: `शैक्षणिक वर्ष ${year} का विद्यालय का वार्षिक प्रतिवेदन।`,
    fileName: demoAnnualReportFile(year),
  })),
];

/**
 * The demo publishes the annual reports of the two academic years before the one that began in
 * `startYear`; the current year's is left for staff, so the dashboard shows its deadline.
 */
export const demoAnnualReportYears = (startYear: number) =>
  [1, 2].map((yearsAgo) => academicYearLabel(startYear - yearsAgo));
export const demoAnnualReportFile = (year: string) => `annual-report-${year}.pdf`;

/**
 * School Information items linked to the demo documents above (by file name); the NOC, RTE and
 * DEO certificates and the trust registration stay unlinked, so the compliance dashboard has
 * something to list (the public page leaves them out).
 */
export const demoDocumentLinks = {
  documents: {
    affiliationLetter: 'cbse-affiliation-letter.pdf',
    fireSafety: 'fire-safety-certificate.pdf',
    buildingSafety: 'building-safety-certificate.pdf',
    waterHealthSanitation: 'water-health-sanitation.pdf',
  },
  academics: {
    feeStructure: 'fee-structure.pdf',
    academicCalendar: 'academic-calendar.pdf',
    smcList: 'school-management-committee.pdf',
  },
  staff: {
    teacherList: 'teachers-qualifications.pdf',
  },
} as const;

/**
 * Who attested each linked document, how many days ago, and for certificates that lapse in how
 * many days they expire: the water certificate within the dashboard's 60 days, so it warns.
 */
export const demoAttestations: Record<
  keyof typeof demoDocumentLinks.documents,
  { by: 'Chairman' | 'Manager' | 'Secretary'; daysAgo: number; validForDays?: number }
> = {
  affiliationLetter: { by: 'Chairman', daysAgo: 200 },
  fireSafety: { by: 'Manager', daysAgo: 120, validForDays: 150 },
  buildingSafety: { by: 'Chairman', daysAgo: 90, validForDays: 700 },
  waterHealthSanitation: { by: 'Secretary', daysAgo: 300, validForDays: 40 },
};

/** Board results of the three academic years before the one that began in `startYear` (Appendix IX C). */
export const demoResults = (startYear: number) => {
  const year = (yearsAgo: number) => academicYearLabel(startYear - yearsAgo);
  return {
    resultsX: [
      { year: year(3), registered: 118, passed: 116, remarks: '' },
      { year: year(2), registered: 124, passed: 123, remarks: '31 students above 90%' },
      { year: year(1), registered: 121, passed: 121, remarks: 'All passed' },
    ],
    resultsXII: [
      { year: year(3), registered: 96, passed: 93, remarks: '' },
      { year: year(2), registered: 102, passed: 100, remarks: '2 compartment passes' },
      { year: year(1), registered: 99, passed: 98, remarks: '' },
    ],
  };
};

/** The inspection video CBSE asks for, on the video site schools use: one external link to check. */
export const demoInspectionVideo = 'https://www.youtube.com/watch?v=school-inspection-demo';
