import { schoolIdentity } from '#contracts/school-identity.ts';
import type { KeyFact } from '#web/components/ui/key-facts.tsx';

export const attendanceMeta = {
  title: 'Attendance Policy',
  description: `Attendance at ${schoolIdentity.name}: minimum 90% attendance, reporting an absence by 9:00 AM, documents for absences over three consecutive days, and the rule for latecomers.`,
  path: '/attendance-policy',
};

export const attendanceFacts: readonly KeyFact[] = [
  { label: 'Minimum attendance', value: '90%', note: 'Of the working days in the session.' },
  { label: 'Report an absence', value: 'By 9:00 AM', note: 'On the day of the absence.' },
  {
    label: 'Documents needed',
    value: 'Over 3 days',
    note: 'For absences of more than three consecutive days.',
  },
];

export type PolicyPanel = {
  id: string;
  label: string;
  title: string;
  paragraphs: readonly string[];
  points: readonly string[];
};

export const attendancePanels: readonly PolicyPanel[] = [
  {
    id: 'general',
    label: 'General Policy',
    title: 'General attendance policy',
    paragraphs: [
      'Regular attendance is the single most important thing a family can do for a child’s learning. Every student is expected to attend school on every working day of the session.',
      'A minimum attendance of 90% is required. Students of Classes IX to XII must also meet the attendance requirement of CBSE to be allowed to sit the board examinations.',
    ],
    points: [
      'Attendance is taken at the start of the school day and again after lunch.',
      'Students must arrive at least 15 minutes before school starts.',
      'Latecomers are not admitted to class and are marked absent for the day; parents are informed.',
      'Parents are told by message on the same day if their child is absent without notice.',
      'Attendance is shown on every report card. A student whose attendance falls below 90% may not be promoted without the Principal’s approval.',
    ],
  },
  {
    id: 'absences',
    label: 'Absences',
    title: 'Reporting and explaining absences',
    paragraphs: [
      `If your child cannot come to school, please inform the class teacher through the school app, by phone or by e-mail to ${schoolIdentity.emails.office} by 9:00 AM on the day of the absence.`,
      'Absences of more than three consecutive days must be supported by documents: a medical certificate from a registered doctor for illness, or a written explanation from the parent for any other reason.',
    ],
    points: [
      'Planned leave, such as a family event, is requested in writing from the Principal at least a week ahead.',
      'After an illness, a fitness certificate is needed before the student rejoins.',
      'Students are responsible for catching up on work missed; teachers help where they can.',
      'Missed tests are not repeated unless the absence was for a documented medical reason.',
      'Repeated unexplained absences lead to a meeting with the parents and the coordinator.',
    ],
  },
];
