import { formatAddress, schoolIdentity } from '#contracts/school-identity.ts';

export const visitingHoursMeta = {
  title: 'Parent Visiting Hours',
  description: `When parents can meet the Principal, the School Coordinator and the administration of ${schoolIdentity.name}, and how to book an appointment.`,
  path: '/parent-visiting-hours',
};

export type StaffAvailability = {
  id: string;
  tab: string;
  title: string;
  hours: string;
  days: string;
  description: string;
  topics: readonly string[];
};

export const staffAvailability: readonly StaffAvailability[] = [
  {
    id: 'principal',
    tab: 'Principal',
    title: 'Meeting the Principal',
    hours: '9:00 AM to 3:00 PM',
    days: 'Mon-Fri',
    description:
      'The Principal meets parents by appointment to discuss a child’s overall progress, wellbeing, admissions and any matter that has not been resolved with the class teacher or coordinator.',
    topics: [
      'Admission and class placement',
      'Wellbeing and safety concerns',
      'Feedback and suggestions for the school',
    ],
  },
  {
    id: 'coordinator',
    tab: 'School Coordinator',
    title: 'Meeting the School Coordinator',
    hours: '12:00 PM to 3:00 PM',
    days: 'Mon-Fri',
    description:
      'The coordinators look after teaching and learning in each stage. Meet them about academic progress, assessments, homework, timetables and co-curricular activities.',
    topics: [
      'Academic progress and report cards',
      'Assessments, projects and homework',
      'Clubs, house events and competitions',
    ],
  },
  {
    id: 'administration',
    tab: 'Administration',
    title: 'Visiting the administration office',
    hours: '9:00 AM to 3:00 PM',
    days: 'Mon-Fri',
    description:
      'The school office and accounts desk help with fees, certificates, transport, identity cards and updates to your contact details. No appointment is needed for the office.',
    topics: [
      'Fee payments and receipts',
      'Bonafide, transfer and other certificates',
      'Transport routes and pick-up changes',
    ],
  },
];

export const visitingNotice: readonly string[] = [
  'Please book an appointment at least one day ahead so that the staff member can give you their full attention.',
  'Teachers cannot leave their classes to meet visitors during teaching periods.',
  'Carry your parent identity card or a photo ID and sign the visitor register at the gate.',
  'Visits are paused during examinations; see the school calendar for dates.',
];

export const visitingLocation = {
  text: `${schoolIdentity.name}, ${formatAddress()}.`,
  detail:
    'The reception is on the ground floor of the main building, to the left of the main gate.',
};
