import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import type { CardImage } from '#web/components/ui/card.tsx';
import type { HeroContent, IconCard, PageSeo } from './types.ts';

const { name, abbreviation, slugs, city } = schoolIdentity;

export type ProgramTab = {
  id: string;
  label: string;
  title: string;
  summary: string;
  points: string[];
  image: CardImage;
};

export const whyPage = {
  seo: {
    title: `Why Choose ${abbreviation}`,
    description: `Why families in ${city} choose ${name}: skills, technology, spoken English, performing arts, expert teachers, fair assessment and a caring community.`,
    path: `/${slugs.whyChooseUs}`,
  } satisfies PageSeo,
  hero: {
    eyebrow: 'Why choose us',
    title: `Why Choose ${abbreviation}?`,
    lead: 'A school programme that builds knowledge, skills and character together, delivered by caring teachers on a safe, modern campus.',
    image: schoolImages.classroom,
  } satisfies HeroContent,
  programTitle: 'Our Program',
  programIntro:
    'Seven strands make up the life of every pupil at our school. Choose one to see what it offers.',
  /** Ids tab1 to tab7, starting on tab1 (Skills). */
  tabs: [
    {
      id: 'tab1',
      label: 'Skills',
      title: 'Life skills for every age',
      summary:
        'Beyond textbooks, pupils practise the skills they will need all their lives: thinking clearly, communicating well, working in teams and managing themselves.',
      points: [
        'Critical thinking and problem-solving built into every subject',
        'Public speaking through assemblies, debates and presentations',
        'Entrepreneurship through the FLIP programme',
        'Time management, organisation and study skills',
      ],
      image: schoolImages.middle,
    },
    {
      id: 'tab2',
      label: 'Technology',
      title: 'Technology that serves learning',
      summary:
        'Smart boards in every classroom, a modern computer lab and campus Wi-Fi make lessons visual and interactive, while the DCP programme teaches safe and responsible use.',
      points: [
        'Interactive smart boards and digital content in all classrooms',
        'Computer lab with coding from the primary years',
        'Cyber smartness (DCP): privacy, online safety and digital etiquette',
        'Biometric attendance with notifications to parents',
      ],
      image: schoolImages.computerLab,
    },
    {
      id: 'tab3',
      label: 'ESP',
      title: 'ESP: English Speaking Programme',
      summary:
        'Confident communication opens doors. Our English Speaking Programme builds fluent, correct spoken English step by step, without neglecting Hindi and Sanskrit.',
      points: [
        'Daily conversation practice in class and during assemblies',
        'Language-lab sessions for listening and pronunciation',
        'Reading clubs, storytelling and elocution',
        'Regular speaking assessments with feedback for parents',
      ],
      image: schoolImages.languageLab,
    },
    {
      id: 'tab4',
      label: 'Octave',
      title: 'Octave: our performing arts programme',
      summary:
        'Octave gives every child time for music, dance and drama each week, with trained teachers and a well-equipped music room. Talent is nurtured and confidence grows.',
      points: [
        'Indian and Western vocal music, harmonium, tabla and keyboard',
        'Classical and folk dance',
        'Drama and theatre for annual day and house events',
        'Performances that every child takes part in, not only the stars',
      ],
      image: schoolImages.musicRoom,
    },
    {
      id: 'tab5',
      label: 'Teachers',
      title: 'Qualified, caring teachers',
      summary:
        'Our teachers are qualified in their subjects, trained in child-centred teaching and committed to their own learning: each completes at least 60 hours of professional development every year.',
      points: [
        'Professionally qualified teachers for every stage',
        'Small classes so that every child is known by name',
        'Class teachers who stay in touch with parents',
        'A counsellor and a special educator on the staff',
      ],
      image: schoolImages.primary,
    },
    {
      id: 'tab6',
      label: 'Assessment',
      title: 'Fair, continuous assessment',
      summary:
        'Continuous and comprehensive evaluation (CCE) follows the whole child: regular class work, projects, activities and tests, not a single examination.',
      points: [
        'Cycle tests and term examinations following CBSE guidelines',
        'Projects, practicals and activities that count towards results',
        'Detailed report cards and personal feedback',
        'Extra support for pupils who need it, early',
      ],
      image: schoolImages.upper,
    },
    {
      id: 'tab7',
      label: 'Community',
      title: 'A school community that cares',
      summary:
        'Parents, teachers and pupils work together. The house system, service projects and regular parent meetings make every family part of school life.',
      points: [
        'Four Veda-named houses with inter-house competitions',
        'Community service and environmental drives',
        'Parent-teacher meetings, workshops and open days',
        'Celebrations of festivals and national days together',
      ],
      image: schoolImages.houses,
    },
  ] satisfies ProgramTab[],
  featuresTitle: 'Key features',
  features: [
    {
      title: 'Small Class Sizes',
      icon: 'users',
      description: 'Teachers know each pupil well and can give personal attention and feedback.',
    },
    {
      title: 'Safe & Secure Campus',
      icon: 'shield',
      description:
        'The I-Care programme: CCTV, controlled entry, trained staff and GPS-tracked buses.',
    },
    {
      title: 'Smart Classrooms',
      icon: 'monitor',
      description:
        'Interactive boards and digital content in every classroom make ideas come alive.',
    },
    {
      title: 'Value-Based Education',
      icon: 'heart',
      description: 'Honesty, respect and responsibility are taught and practised every day.',
    },
    {
      title: 'Sports & Activities',
      icon: 'activity',
      description:
        'Sports grounds, swimming, music, art and clubs help every child find a passion.',
    },
    {
      title: 'Future-Ready Programmes',
      icon: 'briefcase',
      description:
        'FLIP for entrepreneurship and DCP for cyber smartness prepare pupils for tomorrow.',
    },
  ] satisfies IconCard[],
  cta: {
    title: 'See it for yourself',
    text: 'Visit our campus, sit in a smart classroom and talk to our teachers. Tours run Monday to Saturday.',
  },
  /** Set to the file's URL when a brochure is published; the Download Brochure button is hidden while it is null. */
  brochureUrl: null as string | null,
};
