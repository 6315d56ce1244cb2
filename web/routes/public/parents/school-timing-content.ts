import { schoolIdentity } from '#contracts/school-identity.ts';
import type { KeyFact } from '#web/components/ui/key-facts.tsx';

export const timingMeta = {
  title: 'School Timing',
  description: `School hours at ${schoolIdentity.name}: office 9:00AM-3:00PM, Pre-Primary 9:00AM-12:00PM, Primary 9:00AM-3:00PM, and the shape of a school day.`,
  path: '/school-timing',
};

export const timings: readonly KeyFact[] = [
  {
    label: 'School office',
    value: '9:00AM-3:00PM',
    note: 'Monday to Friday, for fees, certificates and enquiries.',
  },
  { label: 'Pre-Primary', value: '9:00AM-12:00PM', note: 'Nursery, Jr. KG and Sr. KG.' },
  {
    label: 'Primary',
    value: '9:00AM-3:00PM',
    note: 'Classes I to V. Middle and Secondary classes keep the same hours.',
  },
  {
    label: 'Arrival',
    value: '15 minutes early',
    note: 'Students arrive at least 15 minutes before the start of school.',
  },
];

export type DayBlock = { time: string; activity: string };

export const primaryDay: readonly DayBlock[] = [
  { time: '8:45 AM', activity: 'Students arrive; gates close at 9:00 AM' },
  { time: '9:00 AM', activity: 'Morning assembly and attendance' },
  { time: '9:20 AM', activity: 'Periods 1 to 3' },
  { time: '11:20 AM', activity: 'Short break' },
  { time: '11:35 AM', activity: 'Periods 4 and 5' },
  { time: '12:55 PM', activity: 'Lunch break' },
  { time: '1:30 PM', activity: 'Periods 6 to 8, including games, clubs and library' },
  { time: '3:00 PM', activity: 'Dismissal; buses leave from the bus bay' },
];

export const prePrimaryDay: readonly DayBlock[] = [
  { time: '8:45 AM', activity: 'Children arrive and are received by their teachers' },
  { time: '9:00 AM', activity: 'Free play, circle time and attendance' },
  { time: '9:45 AM', activity: 'Concept time, language and number skills' },
  { time: '10:30 AM', activity: 'Tummy time (snack break)' },
  { time: '11:00 AM', activity: 'Music and movement, outdoor, sand and water play' },
  { time: '12:00 PM', activity: 'Dismissal to parents and school buses' },
];

export const timingNotes: readonly string[] = [
  'The gates close at the start of school. Latecomers are not admitted to class and are marked absent, as set out in the attendance policy.',
  'Children using school transport should be at their bus stop 5 minutes before the bus is due.',
  'Parents collecting children are asked to arrive on time; the school cannot supervise children for long after dismissal.',
  'Timings may change on examination days, in extreme weather and for events; changes are announced in the school diary.',
];
