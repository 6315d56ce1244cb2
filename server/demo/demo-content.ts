import type { AchievementCategory, AchievementLevel } from '#contracts/content/achievements.ts';
import { academicYearLabel, academicYearOf } from '#contracts/academic-year.ts';
import type { Audience } from '#contracts/audiences.ts';
import type { DisclosureType } from '#contracts/content/disclosures.ts';
import { addDays } from '#server/lib/school-dates.ts';
import { boardResultsDay, dayDate, lastOn, longDate, nextWeekday } from './demo-dates.ts';
import type { Scene } from './scene-image.ts';

/** Month and day within the academic year, or days from today (for the current weeks). */
export type DemoDate = { month: number; day: number } | { fromToday: number };
/** Hindi as the school office writes it for /hi/ readers (decision 0025): every demo item has it. */
type InHindi = { titleHi: string; descriptionHi: string };
type Dated = { title: string; description: string; when: DemoDate } & InHindi;

/** Events are for everyone unless `audiences` says whom (the academics pages list their own). */
export const demoEvents: Array<Dated & { audiences?: Audience[] }> = [
  {
    title: 'New session begins',
    description: 'Classes I to XII resume for the new academic session. Assembly at 8:30 AM.',
    titleHi: 'नया सत्र प्रारंभ',
    descriptionHi: 'नए शैक्षणिक सत्र के लिए कक्षा 1 से 12 की पढ़ाई फिर शुरू होगी। प्रार्थना सभा सुबह 8:30 बजे।',
    when: { month: 4, day: 2 },
  },
  {
    title: 'Investiture Ceremony',
    description:
      'Newly elected prefects and house captains take their oath in the presence of parents.',
    titleHi: 'अलंकरण समारोह',
    descriptionHi: 'नवनिर्वाचित विद्यार्थी परिषद और सदनों के कप्तान अभिभावकों की उपस्थिति में शपथ लेंगे।',
    when: { month: 5, day: 9 },
  },
  {
    title: 'International Yoga Day',
    description:
      'Students and staff come in from the summer vacation to perform yoga on the school ground from 7:00 AM.',
    titleHi: 'अंतरराष्ट्रीय योग दिवस',
    descriptionHi:
      'ग्रीष्मकालीन अवकाश के बीच विद्यार्थी और शिक्षक सुबह 7:00 बजे से विद्यालय के मैदान में योग करेंगे।',
    when: { month: 6, day: 21 },
  },
  {
    title: 'Van Mahotsav',
    description: 'Tree plantation drive by the Eco Club; each class adopts a sapling.',
    titleHi: 'वन महोत्सव',
    descriptionHi: 'पर्यावरण क्लब का पौधारोपण अभियान; हर कक्षा एक पौधा गोद लेगी।',
    when: { month: 7, day: 5 },
  },
  {
    title: 'Independence Day celebration',
    description: 'Flag hoisting, march past and a cultural programme by the four houses.',
    titleHi: 'स्वतंत्रता दिवस समारोह',
    descriptionHi: 'ध्वजारोहण, मार्च पास्ट और चारों सदनों का सांस्कृतिक कार्यक्रम।',
    when: { month: 8, day: 14 },
  },
  {
    title: 'Teachers’ Day',
    description: 'Class XII students conduct the school day; special assembly for our teachers.',
    titleHi: 'शिक्षक दिवस',
    descriptionHi: 'कक्षा 12 के विद्यार्थी विद्यालय का दिन सँभालेंगे; शिक्षकों के सम्मान में विशेष प्रार्थना सभा।',
    when: { month: 9, day: 5 },
  },
  {
    title: 'Half-yearly examinations begin',
    description: 'Date sheet has been shared in the school diary. Reporting time 8:15 AM.',
    titleHi: 'अर्धवार्षिक परीक्षाएँ प्रारंभ',
    descriptionHi: 'परीक्षा की समय-सारणी विद्यालय डायरी में दी जा चुकी है। विद्यार्थी सुबह 8:15 बजे तक पहुँचें।',
    when: { month: 9, day: 22 },
  },
  {
    title: 'Storytelling week',
    description:
      'Grandparents and parents read stories in English and Hindi to the primary classes.',
    titleHi: 'कहानी सप्ताह',
    descriptionHi:
      'दादा-दादी, नाना-नानी और अभिभावक प्राथमिक कक्षाओं को हिंदी और अंग्रेज़ी में कहानियाँ सुनाएँगे।',
    when: { fromToday: 12 },
    audiences: ['primary'],
  },
  {
    title: 'Class XI stream orientation',
    description:
      'Subject teachers explain the science, commerce and humanities streams to class X.',
    titleHi: 'कक्षा 11 संकाय परिचय',
    descriptionHi:
      'विषय-शिक्षक कक्षा 10 के विद्यार्थियों को विज्ञान, वाणिज्य और मानविकी संकाय की जानकारी देंगे।',
    when: { fromToday: 26 },
    audiences: ['secondary', 'senior-secondary'],
  },
  {
    title: 'Science Exhibition',
    description: 'Working models and experiments by classes VI to XII in the activity hall.',
    titleHi: 'विज्ञान प्रदर्शनी',
    descriptionHi: 'गतिविधि कक्ष में कक्षा 6 से 12 के विद्यार्थियों के चलते-फिरते मॉडल और प्रयोग।',
    when: { month: 11, day: 14 },
  },
  {
    title: 'Annual Sports Day',
    description: 'Athletics, relay races and the inter-house march past. Parents are welcome.',
    titleHi: 'वार्षिक खेल दिवस',
    descriptionHi: 'एथलेटिक्स, रिले दौड़ और अंतर-सदन मार्च पास्ट। अभिभावक सादर आमंत्रित हैं।',
    when: { month: 12, day: 6 },
  },
  {
    title: 'Annual Day',
    description: 'The annual cultural evening with dance, drama and music by all classes.',
    titleHi: 'वार्षिकोत्सव',
    descriptionHi: 'सभी कक्षाओं के नृत्य, नाटक और संगीत से सजी वार्षिक सांस्कृतिक संध्या।',
    when: { month: 1, day: 24 },
  },
  {
    title: 'CBSE practical examinations',
    description: 'Practical examinations for classes X and XII as per the board schedule.',
    titleHi: 'सीबीएसई प्रायोगिक परीक्षाएँ',
    descriptionHi: 'बोर्ड की समय-सारणी के अनुसार कक्षा 10 और 12 की प्रायोगिक परीक्षाएँ।',
    when: { month: 2, day: 2 },
  },
  {
    title: 'Parent-Teacher Meeting',
    description: 'Discuss your ward’s progress with the class teacher, 9:00 AM to 12:00 PM.',
    titleHi: 'अभिभावक-शिक्षक बैठक',
    descriptionHi: 'सुबह 9:00 से दोपहर 12:00 बजे तक कक्षा-शिक्षक से अपने बच्चे की प्रगति पर बात करें।',
    when: { fromToday: 4 },
  },
  {
    title: 'Inter-house Quiz Competition',
    description: 'General knowledge and current affairs quiz for classes VI to X.',
    titleHi: 'अंतर-सदन प्रश्नोत्तरी प्रतियोगिता',
    descriptionHi: 'कक्षा 6 से 10 के लिए सामान्य ज्ञान और समसामयिक विषयों पर प्रश्नोत्तरी।',
    when: { fromToday: 11 },
  },
  {
    title: 'Class trip to the planetarium',
    description: 'Classes IV and V visit the planetarium. Consent forms due two days before.',
    titleHi: 'तारामंडल का शैक्षिक भ्रमण',
    descriptionHi: 'कक्षा 4 और 5 के विद्यार्थी तारामंडल देखने जाएँगे। सहमति-पत्र दो दिन पहले तक जमा करें।',
    when: { fromToday: 18 },
  },
  {
    title: 'Fire safety drill',
    description: 'School-wide evacuation drill with the local fire department.',
    titleHi: 'अग्नि सुरक्षा अभ्यास',
    descriptionHi: 'स्थानीय अग्निशमन विभाग के साथ पूरे विद्यालय का निकासी अभ्यास।',
    when: { fromToday: 1 },
  },
];

/**
 * Holidays on fixed dates only: a festival's date moves every year and the demo cannot look up
 * an official list, so it never shows Diwali or Holi on a wrong day. A break is one holiday over
 * several days: `reopens` is the day the school opens again, named in the text with its weekday;
 * the break lasts until the day before.
 */
export const demoHolidays: Array<
  Omit<Dated, 'description' | 'descriptionHi'> &
    ({ description: string; descriptionHi: string } | { reopens: { month: number; day: number } })
> = [
  {
    title: 'Summer vacation',
    titleHi: 'ग्रीष्मकालीन अवकाश',
    when: { month: 5, day: 20 },
    reopens: { month: 7, day: 1 },
  },
  {
    title: 'Independence Day',
    description: 'National holiday.',
    when: { month: 8, day: 15 },
    titleHi: 'स्वतंत्रता दिवस',
    descriptionHi: 'राष्ट्रीय अवकाश।',
  },
  {
    title: 'Gandhi Jayanti',
    description: 'National holiday.',
    when: { month: 10, day: 2 },
    titleHi: 'गांधी जयंती',
    descriptionHi: 'राष्ट्रीय अवकाश।',
  },
  {
    title: 'Christmas and winter break',
    titleHi: 'क्रिसमस और शीतकालीन अवकाश',
    when: { month: 12, day: 25 },
    reopens: { month: 1, day: 2 },
  },
  {
    title: 'Republic Day',
    description: 'Flag hoisting at 8:00 AM for students on duty; otherwise a holiday.',
    titleHi: 'गणतंत्र दिवस',
    descriptionHi: 'समारोह में भाग लेने वाले विद्यार्थियों के लिए सुबह 8:00 बजे ध्वजारोहण; बाकी सबके लिए अवकाश।',
    when: { month: 1, day: 26 },
  },
];

/** The break's text, from the day the school reopens (a Sunday moves it to the Monday). */
export const breakText = (reopensOn: { en: string; hi: string }) => ({
  description: `School closed; classes resume on ${reopensOn.en}.`,
  descriptionHi: `विद्यालय बंद रहेगा; कक्षाएँ ${reopensOn.hi} से फिर शुरू होंगी।`,
});

/**
 * When a news item or circular was posted: some days before today (for texts true in any
 * season), the latest such day (for seasonal ones: Van Mahotsav in July, board results in May),
 * a day of the last academic year (the circulars' archive), or, for a circular about an event,
 * some days before it or before today: its text takes the event's date.
 */
export type Posted =
  | { daysAgo: number }
  | { lastOn: { month: number; day: number } }
  | { lastYear: { month: number; day: number } }
  | { event: string; daysBefore: number }
  | { event: string; daysAgo: number };

/** What a text may name: the day it was posted and, for a circular about an event, its date. */
export type TextDates = { posted: string; event?: string };
type Written = { title: string; titleHi: string; description: string; descriptionHi: string };

const scene = (
  kind: Scene['kind'],
  label: string,
  sky: string,
  ground: string,
  accent: string,
): Scene => ({ kind, label, sky, ground, accent });

/** Board results of the three academic years up to the one that began in `lastYear` (Appendix IX C). */
export const demoResults = (lastYear: number) => {
  const year = (yearsAgo: number) => academicYearLabel(lastYear - yearsAgo);
  return {
    resultsX: [
      { year: year(2), registered: 118, passed: 116, remarks: '' },
      { year: year(1), registered: 124, passed: 123, remarks: '31 students above 90%' },
      { year: year(0), registered: 121, passed: 121, remarks: 'All passed' },
    ],
    resultsXII: [
      { year: year(2), registered: 96, passed: 93, remarks: '' },
      { year: year(1), registered: 102, passed: 100, remarks: '2 compartment passes' },
      { year: year(0), registered: 99, passed: 99, remarks: 'All passed; 12 students above 90%' },
    ],
  };
};

/** The results story, from the disclosure's figures of the year whose results came out then. */
function resultsStory({ posted }: TextDates): Written {
  const yearStart = academicYearOf(posted) - 1;
  const xii = demoResults(yearStart).resultsXII.at(-1)!;
  const above90 = Number(/(\d+) students above 90%/.exec(xii.remarks)?.[1] ?? 0);
  const year = academicYearLabel(yearStart);
  return {
    title: 'Students shine in CBSE Class XII board results',
    titleHi: 'सीबीएसई कक्षा 12 के परिणाम में विद्यार्थियों का शानदार प्रदर्शन',
    description: `All ${xii.passed} of our Class XII students passed the board examinations of ${year}, and ${above90} scored above 90%.`,
    descriptionHi: `${year} की बोर्ड परीक्षा में कक्षा 12 के हमारे सभी ${xii.passed} विद्यार्थी उत्तीर्ण हुए और ${above90} विद्यार्थियों ने 90% से अधिक अंक प्राप्त किए।`,
  };
}

const same = (written: Written) => (): Written => written;

export const demoNews: Array<{ posted: Posted; write: (on: TextDates) => Written; scene: Scene }> =
  [
    {
      posted: { lastOn: boardResultsDay },
      write: resultsStory,
      scene: scene('results', 'Board Results', '#bbdefb', '#81c784', '#c62828'),
    },
    {
      posted: { lastOn: { month: 7, day: 6 } },
      write: same({
        title: 'Van Mahotsav: 500 saplings planted',
        description: 'The Eco Club led a plantation drive across the campus and the nearby park.',
        titleHi: 'वन महोत्सव: 500 पौधे लगाए गए',
        descriptionHi: 'पर्यावरण क्लब ने विद्यालय परिसर और पास के उद्यान में पौधारोपण अभियान चलाया।',
      }),
      scene: scene('saplings', 'Van Mahotsav', '#b3e5fc', '#8d6e63', '#6d4c41'),
    },
    {
      posted: { lastOn: { month: 10, day: 29 } },
      write: same({
        title: 'Gold for our relay team at the zonal meet',
        description:
          'The under-14 girls’ 4x100 m relay team won gold at the CBSE zonal athletics meet.',
        titleHi: 'क्षेत्रीय प्रतियोगिता में हमारी रिले टीम को स्वर्ण पदक',
        descriptionHi:
          '14 वर्ष से कम आयु की बालिकाओं की 4x100 मीटर रिले टीम ने सीबीएसई क्षेत्रीय एथलेटिक्स प्रतियोगिता में स्वर्ण पदक जीता।',
      }),
      scene: scene('relay', 'Zonal Athletics', '#90caf9', '#bf5b3b', '#c62828'),
    },
    {
      posted: { daysAgo: 5 },
      write: same({
        title: 'New robotics lab inaugurated',
        description:
          'Students from class VI onwards will use the lab for Atal Tinkering activities.',
        titleHi: 'नई रोबोटिक्स प्रयोगशाला का उद्घाटन',
        descriptionHi:
          'कक्षा 6 से आगे के विद्यार्थी अटल टिंकरिंग गतिविधियों के लिए इस प्रयोगशाला का उपयोग करेंगे।',
      }),
      scene: scene('robotics', 'Robotics Lab', '#e1f5fe', '#b0bec5', '#ef6c00'),
    },
    {
      posted: { lastOn: { month: 11, day: 15 } },
      write: same({
        title: 'Science Exhibition draws 800 visitors',
        description:
          'Working models on renewable energy and water conservation won special praise.',
        titleHi: 'विज्ञान प्रदर्शनी में 800 लोग पहुँचे',
        descriptionHi: 'अक्षय ऊर्जा और जल संरक्षण पर बने चलते-फिरते मॉडलों की विशेष सराहना हुई।',
      }),
      scene: scene('science', 'Science Exhibition', '#b3e5fc', '#a1887f', '#6a1b9a'),
    },
    {
      posted: { daysAgo: 26 },
      write: same({
        title: 'Inter-school debate trophy comes home',
        description:
          'Our senior debaters won the city-level Hindi and English debate championship.',
        titleHi: 'अंतर-विद्यालय वाद-विवाद ट्रॉफी हमारे नाम',
        descriptionHi: 'हमारे वरिष्ठ वक्ताओं ने शहर स्तर की हिंदी और अंग्रेज़ी वाद-विवाद प्रतियोगिता जीती।',
      }),
      scene: scene('debate', 'Debate Championship', '#d1c4e9', '#8d6e63', '#1565c0'),
    },
  ];

export const demoPosts: Array<{
  title: string;
  content: string;
  titleHi: string;
  contentHi: string;
  scene: Scene;
  /** An album's further photos, after the cover (`scene`), each with its description. */
  more?: Array<{ scene: Scene; alt: string }>;
  /** What the cover shows, for visitors who cannot see it. */
  alt?: string;
}> = [
  {
    title: 'Annual Sports Day',
    content: 'Houses compete in athletics and the march past on the main ground.',
    titleHi: 'वार्षिक खेल दिवस',
    contentHi: 'मुख्य मैदान पर एथलेटिक्स और मार्च पास्ट में सदनों की प्रतिस्पर्धा।',
    scene: scene('sports', 'Sports Day', '#87ceeb', '#4caf50', '#6a1b9a'),
  },
  {
    title: 'Van Mahotsav',
    content: 'Every class planted and adopted a sapling this monsoon.',
    titleHi: 'वन महोत्सव',
    contentHi: 'इस बरसात में हर कक्षा ने एक पौधा लगाया और उसकी देखभाल का ज़िम्मा लिया।',
    scene: scene('saplings', 'Van Mahotsav', '#cfd8dc', '#795548', '#5d4037'),
  },
  {
    title: 'Science Exhibition',
    content: 'Working models by our young scientists from classes VI to XII.',
    titleHi: 'विज्ञान प्रदर्शनी',
    contentHi: 'कक्षा 6 से 12 के हमारे नन्हे वैज्ञानिकों के चलते-फिरते मॉडल।',
    scene: scene('science', 'Science Exhibition', '#fff3e0', '#8d6e63', '#00897b'),
  },
  {
    title: 'Independence Day',
    content: 'Flag hoisting and a cultural programme by the four houses.',
    titleHi: 'स्वतंत्रता दिवस',
    contentHi: 'ध्वजारोहण और चारों सदनों का सांस्कृतिक कार्यक्रम।',
    scene: scene('flag', 'Independence Day', '#bbdefb', '#558b2f', '#ef6c00'),
  },
  {
    title: 'Annual Day',
    content: 'An evening of dance, drama and music on the school stage.',
    titleHi: 'वार्षिकोत्सव',
    contentHi: 'विद्यालय के मंच पर नृत्य, नाटक और संगीत की एक शाम।',
    scene: scene('stage', 'Annual Day', '#311b92', '#4a148c', '#b71c1c'),
    alt: 'The school stage lit up for the Annual Day programme',
    // The album of the demo: the evening in several photos (web/features/gallery shows it).
    more: [
      {
        scene: scene('stage', 'Annual Day: folk dance', '#1a237e', '#4a148c', '#ff8f00'),
        alt: 'Class VII students perform a folk dance',
      },
      {
        scene: scene('debate', 'Annual Day: the play', '#4a148c', '#6d4c41', '#c62828'),
        alt: 'Class IX students stage a play about the freedom struggle',
      },
      {
        scene: scene('results', 'Annual Day: prize giving', '#311b92', '#5d4037', '#2e7d32'),
        alt: 'Toppers of the year receive their trophies and certificates',
      },
    ],
  },
  {
    title: 'International Yoga Day',
    content: 'Students and teachers begin the day with yoga.',
    titleHi: 'अंतरराष्ट्रीय योग दिवस',
    contentHi: 'विद्यार्थी और शिक्षक दिन की शुरुआत योग से करते हैं।',
    scene: scene('yoga', 'Yoga Day', '#ffe0b2', '#689f38', '#283593'),
  },
  {
    title: 'Diwali Mela',
    content: 'Stalls, rangoli and diyas made by our students.',
    titleHi: 'दीवाली मेला',
    contentHi: 'हमारे विद्यार्थियों के लगाए स्टॉल, बनाई रंगोली और दीये।',
    scene: scene('diyas', 'Diwali Mela', '#1a237e', '#4e342e', '#e91e63'),
  },
  {
    title: 'Library Week',
    content: 'Book fair, storytelling sessions and a reading marathon.',
    titleHi: 'पुस्तकालय सप्ताह',
    contentHi: 'पुस्तक मेला, कहानी-सत्र और लगातार पढ़ने की प्रतियोगिता।',
    scene: scene('library', 'Library Week', '#fff8e1', '#a1887f', '#00838f'),
  },
];

const quarters = [
  { ordinal: 'first', ordinalHi: 'पहली', months: 'April to June', monthsHi: 'अप्रैल से जून' },
  { ordinal: 'second', ordinalHi: 'दूसरी', months: 'July to September', monthsHi: 'जुलाई से सितंबर' },
  {
    ordinal: 'third',
    ordinalHi: 'तीसरी',
    months: 'October to December',
    monthsHi: 'अक्टूबर से दिसंबर',
  },
  { ordinal: 'fourth', ordinalHi: 'चौथी', months: 'January to March', monthsHi: 'जनवरी से मार्च' },
];

/**
 * The fee circular for the next instalment due (the fee structure page's schedule: 10 April,
 * July, October and January), at least a few days after it is posted.
 */
function feeNotice({ posted }: TextDates): Written {
  let due = posted;
  do due = addDays(due, 1);
  while (
    !(due.slice(8) === '10' && ['04', '07', '10', '01'].includes(due.slice(5, 7))) ||
    due < addDays(posted, 4)
  );
  const quarter = quarters[['04', '07', '10', '01'].indexOf(due.slice(5, 7))]!;
  const by = longDate(due);
  return {
    title: `Fee notice: ${quarter.ordinal} quarter`,
    titleHi: `शुल्क सूचना: ${quarter.ordinalHi} तिमाही`,
    description: `Fees for ${quarter.months} are due by ${by.en}. Pay online or at the school office.`,
    descriptionHi: `${quarter.monthsHi} का शुल्क ${by.hi} तक जमा करें। भुगतान ऑनलाइन या विद्यालय कार्यालय में किया जा सकता है।`,
  };
}

/** The uniform circular of the season: winter uniform from 1 November, summer from 1 April. */
function uniformNotice({ posted }: TextDates): Written {
  const winter = posted.slice(5, 7) === '10';
  const from = dayDate(`${Number(posted.slice(0, 4))}-${winter ? '11' : '04'}-01`);
  return winter
    ? {
        title: 'Winter uniform from 1 November',
        titleHi: '1 नवंबर से शीतकालीन गणवेश',
        description: `Students wear the winter uniform from ${from.en}. Blazers are compulsory on Mondays.`,
        descriptionHi: `${from.hi} से विद्यार्थी शीतकालीन गणवेश में आएँगे। हर सोमवार ब्लेज़र पहनना अनिवार्य है।`,
      }
    : {
        title: 'Summer uniform from 1 April',
        titleHi: '1 अप्रैल से ग्रीष्मकालीन गणवेश',
        description: `Students wear the summer uniform from ${from.en}, when the new session begins.`,
        descriptionHi: `${from.hi} से, नए सत्र की शुरुआत के साथ, विद्यार्थी ग्रीष्मकालीन गणवेश में आएँगे।`,
      };
}

/** The later of two posting days: the uniform circular of the season today is in. */
export const uniformDay = (today: string) =>
  [lastOn(today, 10, 20), lastOn(today, 3, 20)].sort().at(-1)!;

/** Circulars of this academic year and, from the one before, the archive's. */
export const demoNotices: Array<{
  posted: Posted | 'uniform';
  write: (on: TextDates) => Written;
  /** The attached PDF's text; parents find the circular by it in the site search. */
  pdf?: string;
  audiences: Audience[];
  acknowledgementRequested?: boolean;
}> = [
  {
    posted: { daysAgo: 2 },
    write: feeNotice,
    pdf: 'Fee notice',
    audiences: ['parents'],
  },
  {
    posted: 'uniform',
    write: uniformNotice,
    // Words only in the PDF, so the site search shows it reads attachments (decision 0028).
    pdf: 'Uniform list: shirt, tie, belt, socks and black shoes. Tailor: Sharma Uniforms, Station Road.',
    audiences: ['all'],
  },
  {
    posted: { event: 'Half-yearly examinations begin', daysBefore: 14 },
    write: ({ event }) => {
      const on = longDate(event!);
      return {
        title: 'Half-yearly examination date sheet',
        titleHi: 'अर्धवार्षिक परीक्षा की समय-सारणी',
        description: `The half-yearly examinations begin on ${on.en}. The date sheet for classes VI to XII is attached.`,
        descriptionHi: `अर्धवार्षिक परीक्षाएँ ${on.hi} से शुरू होंगी। कक्षा 6 से 12 की परीक्षा समय-सारणी संलग्न है।`,
      };
    },
    pdf: 'Half-yearly examination date sheet',
    audiences: ['middle', 'secondary', 'senior-secondary'],
  },
  {
    posted: { event: 'Parent-Teacher Meeting', daysAgo: 1 },
    write: ({ event }) => {
      const on = longDate(event!);
      return {
        title: 'Parent-Teacher Meeting',
        titleHi: 'अभिभावक-शिक्षक बैठक',
        description: `PTM for all classes on ${on.en}, 9:00 AM to 12:00 PM. Report cards will be shared.`,
        descriptionHi: `सभी कक्षाओं की अभिभावक-शिक्षक बैठक ${on.hi} को सुबह 9:00 से दोपहर 12:00 बजे तक होगी। इसमें रिपोर्ट कार्ड दिए जाएँगे।`,
      };
    },
    audiences: ['parents'],
    acknowledgementRequested: true,
  },
  {
    posted: { daysAgo: 9 },
    write: ({ posted }) => {
      const from = longDate(nextWeekday(posted, 1));
      return {
        title: 'Bus route changes',
        titleHi: 'विद्यालय बस के मार्गों में बदलाव',
        description: `Routes 4 and 7 change from ${from.en} due to road works. Revised timings attached.`,
        descriptionHi: `सड़क निर्माण के कारण ${from.hi} से मार्ग 4 और 7 बदल रहे हैं। नया समय संलग्न है।`,
      };
    },
    pdf: 'Revised bus routes 4 and 7',
    audiences: ['parents', 'staff'],
  },
  {
    posted: { lastOn: { month: 9, day: 10 } },
    write: ({ posted }) => {
      const by = longDate(nextWeekday(addDays(posted, 3), 5));
      return {
        title: 'CBSE registration for class IX and XI',
        titleHi: 'कक्षा 9 और 11 का सीबीएसई पंजीकरण',
        description: `Parents must verify the spelling of names and dates of birth by ${by.en}.`,
        descriptionHi: `अभिभावक ${by.hi} तक बच्चे के नाम की वर्तनी और जन्मतिथि की जाँच अवश्य कर लें।`,
      };
    },
    audiences: ['secondary', 'senior-secondary'],
    acknowledgementRequested: true,
  },
  {
    posted: { lastYear: { month: 3, day: 16 } },
    write: ({ posted }) => {
      const on = longDate(nextWeekday(addDays(posted, 3), 6));
      return {
        title: 'Pre-primary orientation for new families',
        titleHi: 'नए परिवारों के लिए पूर्व-प्राथमिक परिचय सभा',
        description: `Families joining Nursery and KG meet the teachers in the activity hall on ${on.en} at 10:00 AM.`,
        descriptionHi: `नर्सरी और केजी में प्रवेश लेने वाले परिवार ${on.hi} को सुबह 10:00 बजे गतिविधि कक्ष में शिक्षकों से मिलें।`,
      };
    },
    audiences: ['pre-primary'],
  },
  {
    posted: { lastYear: { month: 2, day: 5 } },
    write: same({
      title: 'Annual examination schedule',
      description:
        'The annual examinations for classes I to VIII begin in the first week of March.',
      titleHi: 'वार्षिक परीक्षा कार्यक्रम',
      descriptionHi: 'कक्षा 1 से 8 की वार्षिक परीक्षाएँ मार्च के पहले सप्ताह में शुरू होंगी।',
    }),
    audiences: ['primary', 'middle'],
  },
  {
    posted: { lastYear: { month: 3, day: 24 } },
    write: ({ posted }) => {
      const on = longDate(nextWeekday(posted, 5));
      return {
        title: 'Staff meeting on the new session',
        titleHi: 'नए सत्र पर शिक्षकों और कर्मचारियों की बैठक',
        description: `All teaching staff meet in the conference room after school on ${on.en}.`,
        descriptionHi: `सभी शिक्षक ${on.hi} को छुट्टी के बाद सभा कक्ष में बैठक के लिए उपस्थित रहें।`,
      };
    },
    audiences: ['staff'],
  },
];

/** The houses' points in the demo's standings: the original site's figures. */
export const demoHousePoints: Record<string, number> = {
  'Yajur Veda': 1920,
  'Rig Veda': 1800,
  'Sam Veda': 1780,
  'Atharva Veda': 1690,
};

/**
 * The mandatory disclosure's documents in the academic year that began in `startYear`: the
 * calendar and fees of this year, the board results of the latest year whose results are out
 * (`resultsYear`). Each carries the day it was uploaded (`on`), as a school would have: the fee
 * structure before the session, the results after they came out, a report after its year.
 */
export const demoDisclosures = (
  startYear: number,
  resultsYear: number,
  today: string,
): Array<{
  type: DisclosureType;
  title: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
  fileName: string;
  on: string;
}> => [
  {
    type: 'results',
    title: `CBSE Class X results ${academicYearLabel(resultsYear)}`,
    description: 'Board examination results summary for class X.',
    titleHi: `सीबीएसई कक्षा 10 परिणाम ${academicYearLabel(resultsYear)}`,
    descriptionHi: 'कक्षा 10 की बोर्ड परीक्षा के परिणामों का सारांश।',
    fileName: 'class-x-results.pdf',
    on: lastOn(today, boardResultsDay.month, boardResultsDay.day),
  },
  {
    type: 'results',
    title: `CBSE Class XII results ${academicYearLabel(resultsYear)}`,
    description: 'Board examination results summary for class XII.',
    titleHi: `सीबीएसई कक्षा 12 परिणाम ${academicYearLabel(resultsYear)}`,
    descriptionHi: 'कक्षा 12 की बोर्ड परीक्षा के परिणामों का सारांश।',
    fileName: 'class-xii-results.pdf',
    on: lastOn(today, boardResultsDay.month, boardResultsDay.day),
  },
  {
    type: 'academic',
    title: `Academic calendar ${academicYearLabel(startYear)}`,
    description: 'Term dates, examinations and holidays for the session.',
    titleHi: `शैक्षणिक कैलेंडर ${academicYearLabel(startYear)}`,
    descriptionHi: 'सत्र की अवधि, परीक्षाएँ और छुट्टियाँ।',
    fileName: 'academic-calendar.pdf',
    on: `${startYear}-03-25`,
  },
  {
    type: 'academic',
    title: 'List of teachers and qualifications',
    description: 'Teaching staff with their qualifications, as required by CBSE.',
    titleHi: 'शिक्षकों की सूची और उनकी योग्यता',
    descriptionHi: 'सीबीएसई के नियम अनुसार शिक्षकों की सूची, उनकी योग्यता सहित।',
    fileName: 'teachers-qualifications.pdf',
    on: lastOn(today, 4, 15),
  },
  {
    type: 'information',
    title: 'Affiliation letter',
    description: 'CBSE affiliation letter and extension of affiliation.',
    titleHi: 'संबद्धता पत्र',
    descriptionHi: 'सीबीएसई संबद्धता पत्र और संबद्धता विस्तार।',
    fileName: 'cbse-affiliation-letter.pdf',
    on: attestedOn(today, 'affiliationLetter'),
  },
  {
    type: 'information',
    title: 'Fire safety certificate',
    description: 'Certificate issued by the fire department.',
    titleHi: 'अग्नि सुरक्षा प्रमाणपत्र',
    descriptionHi: 'अग्निशमन विभाग द्वारा जारी प्रमाणपत्र।',
    fileName: 'fire-safety-certificate.pdf',
    on: attestedOn(today, 'fireSafety'),
  },
  {
    type: 'general',
    title: `Fee structure ${academicYearLabel(startYear)}`,
    description: 'Tuition, transport and other fees for the session.',
    titleHi: `शुल्क संरचना ${academicYearLabel(startYear)}`,
    descriptionHi: 'सत्र का शिक्षण शुल्क, परिवहन शुल्क और अन्य शुल्क।',
    fileName: 'fee-structure.pdf',
    on: `${startYear}-03-10`,
  },
  {
    type: 'general',
    title: 'School Management Committee',
    description: 'Members of the SMC and their roles.',
    titleHi: 'विद्यालय प्रबंधन समिति',
    descriptionHi: 'विद्यालय प्रबंधन समिति के सदस्य और उनकी भूमिकाएँ।',
    fileName: 'school-management-committee.pdf',
    on: lastOn(today, 4, 20),
  },
  {
    type: 'information',
    title: 'Building safety certificate',
    description: 'Structural safety as per the National Building Code.',
    titleHi: 'भवन सुरक्षा प्रमाणपत्र',
    descriptionHi: 'राष्ट्रीय भवन संहिता के अनुसार भवन की संरचनात्मक सुरक्षा।',
    fileName: 'building-safety-certificate.pdf',
    on: attestedOn(today, 'buildingSafety'),
  },
  {
    type: 'information',
    title: 'Water, health and sanitation certificates',
    description: 'Drinking water test report and sanitation certificate.',
    titleHi: 'जल, स्वास्थ्य और स्वच्छता प्रमाणपत्र',
    descriptionHi: 'पेयजल जाँच रिपोर्ट और स्वच्छता प्रमाणपत्र।',
    fileName: 'water-health-sanitation.pdf',
    on: attestedOn(today, 'waterHealthSanitation'),
  },
  ...demoAnnualReportYears(today).map((yearStart) => {
    const year = academicYearLabel(yearStart);
    return {
      type: 'general' as const,
      title: `Annual report ${year}`,
      description: `The school's annual report for the academic year ${year}.`,
      titleHi: `वार्षिक प्रतिवेदन ${year}`,
      descriptionHi: `शैक्षणिक वर्ष ${year} का विद्यालय का वार्षिक प्रतिवेदन।`,
      fileName: demoAnnualReportFile(year),
      on: annualReportDay(yearStart),
    };
  }),
];

/** The day the annual report of the academic year that began in `yearStart` was put online. */
export const annualReportDay = (yearStart: number) => `${yearStart + 1}-07-15`;

/**
 * The demo publishes the annual reports of the two latest academic years whose report was due
 * out by `today` (mid-July after the year); a report of the year just ended is then left for
 * staff, so the dashboard shows its deadline (15 September).
 */
export function demoAnnualReportYears(today: string): number[] {
  const start = academicYearOf(today);
  const latest = annualReportDay(start - 1) <= today ? start - 1 : start - 2;
  return [latest, latest - 1];
}
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

/** The day a linked document was attested, and so put online. */
export const attestedOn = (today: string, key: keyof typeof demoAttestations) =>
  addDays(today, -demoAttestations[key].daysAgo);

/**
 * What the demo school's pupils won, in the areas the accolades page names (its seed,
 * server/modules/pages/seed/accolades.ts): the relay gold and the debate trophy are the news
 * items' (demoNews), on their days. A picture only where a news item drew one.
 */
export const demoAchievements: Array<{
  posted: Posted;
  category: AchievementCategory;
  level: AchievementLevel;
  title: string;
  titleHi: string;
  names: string;
  namesHi: string;
  description: string;
  descriptionHi: string;
  scene?: Scene;
}> = [
  {
    posted: { lastOn: { month: 10, day: 29 } },
    category: 'sports',
    level: 'district',
    title: 'Gold in the 4x100 m relay at the CBSE zonal athletics meet',
    titleHi: 'सीबीएसई क्षेत्रीय एथलेटिक्स प्रतियोगिता में 4x100 मीटर रिले का स्वर्ण',
    names: 'Under-14 girls’ relay team: Ananya Verma, Kavya Sahu, Ishita Patel, Riya Dewangan',
    namesHi: '14 वर्ष से कम आयु की बालिकाओं की रिले टीम: अनन्या वर्मा, काव्या साहू, इशिता पटेल, रिया देवांगन',
    description: 'The team ran the final in 56.8 seconds, ahead of eleven schools of the zone.',
    descriptionHi: 'टीम ने फ़ाइनल 56.8 सेकंड में पूरा किया और क्षेत्र के ग्यारह विद्यालयों से आगे रही।',
    scene: scene('relay', 'Zonal Athletics', '#90caf9', '#bf5b3b', '#c62828'),
  },
  {
    posted: { daysAgo: 26 },
    category: 'arts',
    level: 'district',
    title: 'City inter-school debate championship',
    titleHi: 'शहर स्तरीय अंतर-विद्यालय वाद-विवाद प्रतियोगिता में विजय',
    names: 'Aditya Mishra and Sneha Tiwari, Class XI',
    namesHi: 'आदित्य मिश्रा और स्नेहा तिवारी, कक्षा 11',
    description:
      'They won both the Hindi and the English rounds, on the motion that homework should be optional.',
    descriptionHi: 'उन्होंने हिंदी और अंग्रेज़ी दोनों चरण जीते; विषय था कि गृहकार्य ऐच्छिक होना चाहिए।',
    scene: scene('debate', 'Debate Championship', '#d1c4e9', '#8d6e63', '#1565c0'),
  },
  {
    posted: { lastOn: { month: 11, day: 20 } },
    category: 'academic',
    level: 'state',
    title: 'Working model chosen for the state science exhibition',
    titleHi: 'राज्य विज्ञान प्रदर्शनी के लिए कार्यशील मॉडल का चयन',
    names: 'Kabir Khan and Tanvi Chandrakar, Class VIII',
    namesHi: 'कबीर ख़ान और तन्वी चंद्राकर, कक्षा 8',
    description:
      'Their rain-water harvesting model for school roofs goes on from the district round.',
    descriptionHi: 'विद्यालय की छतों के लिए उनका वर्षा जल संचयन मॉडल ज़िला चरण से आगे चुना गया।',
    scene: scene('science', 'Science Exhibition', '#b3e5fc', '#a1887f', '#6a1b9a'),
  },
  {
    posted: { lastOn: { month: 11, day: 14 } },
    category: 'arts',
    level: 'national',
    title: 'Painting commended in a national children’s art competition',
    titleHi: 'राष्ट्रीय बाल चित्रकला प्रतियोगिता में चित्र की सराहना',
    names: 'Saanvi Gupta, Class V',
    namesHi: 'सान्वी गुप्ता, कक्षा 5',
    description: 'Her painting of the Arpa river at dawn was one of the commended entries.',
    descriptionHi: 'भोर में अरपा नदी पर बना उसका चित्र सराहे गए चित्रों में से एक रहा।',
  },
  {
    posted: { lastOn: { month: 9, day: 22 } },
    category: 'sports',
    level: 'state',
    title: 'Silver at the state roller skating championship',
    titleHi: 'राज्य रोलर स्केटिंग प्रतियोगिता में रजत पदक',
    names: 'Vihaan Agrawal, Class IV',
    namesHi: 'विहान अग्रवाल, कक्षा 4',
    description: 'Second in the 500 m rink race for under-10 boys.',
    descriptionHi: '10 वर्ष से कम आयु के बालकों की 500 मीटर रिंक दौड़ में दूसरा स्थान।',
  },
  {
    posted: { lastOn: { month: 7, day: 6 } },
    category: 'community',
    level: 'district',
    title: 'Thanked by the municipal corporation for the Van Mahotsav drive',
    titleHi: 'वन महोत्सव अभियान के लिए नगर निगम ने आभार जताया',
    names: 'Eco Club, Classes VI to IX',
    namesHi: 'पर्यावरण क्लब, कक्षा 6 से 9',
    description:
      'The club planted and now looks after 500 saplings on the campus and in the nearby park.',
    descriptionHi: 'क्लब ने परिसर और पास के उद्यान में 500 पौधे लगाए और अब उनकी देखभाल करता है।',
  },
  {
    posted: { lastYear: { month: 2, day: 14 } },
    category: 'academic',
    level: 'national',
    title: 'Gold medal of distinction in the National Science Olympiad',
    titleHi: 'राष्ट्रीय विज्ञान ओलंपियाड में विशिष्टता का स्वर्ण पदक',
    names: 'Meera Iyer, Class VII',
    namesHi: 'मीरा अय्यर, कक्षा 7',
    description:
      'Among the top scorers of her class in the country, she goes on to the second level.',
    descriptionHi: 'देश में अपनी कक्षा के सर्वोच्च अंक पाने वालों में रही और दूसरे स्तर के लिए चुनी गई।',
  },
  {
    posted: { lastYear: { month: 1, day: 24 } },
    category: 'academic',
    level: 'international',
    title: 'Zonal rank 12 in the International Mathematics Olympiad',
    titleHi: 'अंतरराष्ट्रीय गणित ओलंपियाड में क्षेत्रीय रैंक 12',
    names: 'Arjun Nair, Class VI',
    namesHi: 'अर्जुन नायर, कक्षा 6',
    description: 'He also won the school’s first certificate of merit in this olympiad.',
    descriptionHi: 'उसने इस ओलंपियाड में विद्यालय का पहला योग्यता प्रमाणपत्र भी जीता।',
  },
  {
    posted: { lastYear: { month: 12, day: 8 } },
    category: 'arts',
    level: 'state',
    title: 'First prize for folk dance at the state youth festival',
    titleHi: 'राज्य युवा महोत्सव में लोक नृत्य का प्रथम पुरस्कार',
    names: 'Folk dance group, Classes VII to X',
    namesHi: 'लोक नृत्य दल, कक्षा 7 से 10',
    description:
      'The group performed the Raut Nacha of Chhattisgarh with their own costumes and music.',
    descriptionHi: 'दल ने अपनी वेशभूषा और संगीत के साथ छत्तीसगढ़ का राउत नाचा प्रस्तुत किया।',
  },
  {
    posted: { lastYear: { month: 8, day: 30 } },
    category: 'sports',
    level: 'district',
    title: 'Semi-finals of the city inter-school football tournament',
    titleHi: 'शहर की अंतर-विद्यालय फ़ुटबॉल प्रतियोगिता के सेमीफ़ाइनल में',
    names: 'Under-14 boys’ football team',
    namesHi: '14 वर्ष से कम आयु के बालकों की फ़ुटबॉल टीम',
    description:
      'Our first football team to play outside the school reached the last four of sixteen.',
    descriptionHi: 'विद्यालय के बाहर खेलने वाली हमारी पहली फ़ुटबॉल टीम सोलह में से अंतिम चार में पहुँची।',
  },
  {
    posted: { lastYear: { month: 10, day: 4 } },
    category: 'sports',
    level: 'district',
    title: 'Bronze in doubles at the district table tennis championship',
    titleHi: 'ज़िला टेबल टेनिस प्रतियोगिता में युगल का कांस्य पदक',
    names: 'Aarav Sharma and Diya Jain, Class IX',
    namesHi: 'आरव शर्मा और दीया जैन, कक्षा 9',
    description: 'Mixed doubles, under-17.',
    descriptionHi: 'मिश्रित युगल, 17 वर्ष से कम आयु वर्ग।',
  },
  {
    posted: { lastYear: { month: 11, day: 21 } },
    category: 'community',
    level: 'school',
    title: 'Cleanest classroom award, every month of the term',
    titleHi: 'सत्र के हर महीने सबसे स्वच्छ कक्षा का पुरस्कार',
    names: 'Class III B',
    namesHi: 'कक्षा 3 ब',
    description: 'Awarded by the school’s cleanliness committee of pupils and teachers.',
    descriptionHi: 'विद्यार्थियों और शिक्षकों की विद्यालय स्वच्छता समिति द्वारा दिया गया।',
  },
];
