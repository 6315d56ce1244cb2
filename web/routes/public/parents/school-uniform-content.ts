import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages, type SiteImage } from '#contracts/school-images.ts';

export const uniformMeta = {
  title: 'School Uniform',
  description: `The sports, summer and winter uniforms of ${schoolIdentity.name}: what each includes, when it is worn and where to buy it.`,
  path: '/school-uniform',
};

export type Uniform = {
  id: 'sports' | 'summer' | 'winter';
  label: string;
  title: string;
  image: SiteImage;
  when: string;
  items: readonly string[];
};

export const uniforms: readonly Uniform[] = [
  {
    id: 'sports',
    label: 'Sports',
    title: 'Sports uniform',
    image: schoolImages.uniformSports,
    when: 'Worn on the days of PE and games shown in the class timetable, and at all house competitions.',
    items: [
      'T-shirt in the colour of the student’s house, with the school crest',
      'Navy blue track pants (shorts for Pre-Primary in summer)',
      'White sports shoes with white socks',
      'Navy track jacket in winter',
    ],
  },
  {
    id: 'summer',
    label: 'Summer',
    title: 'Summer uniform',
    image: schoolImages.uniformSummer,
    when: 'Worn from April to October.',
    items: [
      'White half-sleeved shirt with the school crest',
      'Navy blue skirt or trousers (shorts up to Class V)',
      'School tie and belt',
      'Black leather shoes with navy socks',
    ],
  },
  {
    id: 'winter',
    label: 'Winter',
    title: 'Winter uniform',
    image: schoolImages.uniformWinter,
    when: 'Worn from November to March; the dates of the change are announced in the school diary.',
    items: [
      'White full-sleeved shirt with the school tie',
      'Navy blue V-neck sweater with the school crest',
      'Navy blue blazer (Class III onwards) for assemblies and functions',
      'Navy trousers, or skirt with navy tights',
      'Black leather shoes with navy socks',
    ],
  },
];

export const uniformNotes: readonly string[] = [
  'Uniforms are available from the school’s authorised vendor; the address is given in the admission kit. Parents may buy from any shop that matches the approved pattern.',
  'Label every item with the student’s name and class.',
  'Students wear the correct uniform for the day; the school diary must carry a parent’s note if this is not possible.',
];
