import { richTextOf, type PageInput, type PageImage } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

const { name, abbreviation, slugs, city } = schoolIdentity;

/** One strand of the programme: a picture beside its summary and four points. */
const strand = (
  id: string,
  label: string,
  title: string,
  summary: string,
  points: string[],
  image: PageImage,
) => ({
  id,
  label,
  blocks: [{ type: 'split' as const, image, title, doc: richTextOf([summary]), points }],
});

/**
 * At the school's abbreviation (schoolIdentity.slugs.whyChooseUs). The Download Brochure button
 * joins the closing band once a brochure is stored: the demo stores one (server/demo/), a school
 * uploads its own; until then there is no button to a missing file.
 */
export const whyChooseUsPage: PageInput = {
  slug: slugs.whyChooseUs,
  title: `Why Choose ${abbreviation}`,
  description: `Why families in ${city} choose ${name}: skills, technology, spoken English, performing arts, expert teachers, fair assessment and a caring community.`,
  hero: {
    eyebrow: 'Why choose us',
    title: `Why Choose ${abbreviation}?`,
    lead: 'A school programme that builds knowledge, skills and character together, delivered by caring teachers on a safe, modern campus.',
    image: schoolImages.classroom,
  },
  sections: [
    {
      type: 'section',
      id: 'programme',
      title: 'Our Program',
      intro:
        'Seven strands make up the life of every pupil at our school. Choose one to see what it offers.',
      tone: 'plain',
      blocks: [
        {
          type: 'tabs',
          label: 'Our Program',
          tabs: [
            strand(
              'skills',
              'Skills',
              'Life skills for every age',
              'Beyond textbooks, pupils practise the skills they will need all their lives: thinking clearly, communicating well, working in teams and managing themselves.',
              [
                'Critical thinking and problem-solving built into every subject',
                'Public speaking through assemblies, debates and presentations',
                'Entrepreneurship through the FLIP programme',
                'Time management, organisation and study skills',
              ],
              schoolImages.middle,
            ),
            strand(
              'technology',
              'Technology',
              'Technology that serves learning',
              'Smart boards in every classroom, a modern computer lab and campus Wi-Fi make lessons visual and interactive, while the DCP programme teaches safe and responsible use.',
              [
                'Interactive smart boards and digital content in all classrooms',
                'Computer lab with coding from the primary years',
                'Cyber smartness (DCP): privacy, online safety and digital etiquette',
                'Biometric attendance with notifications to parents',
              ],
              schoolImages.computerLab,
            ),
            strand(
              'esp',
              'ESP',
              'ESP: English Speaking Programme',
              'Confident communication opens doors. Our English Speaking Programme builds fluent, correct spoken English step by step, without neglecting Hindi and Sanskrit.',
              [
                'Daily conversation practice in class and during assemblies',
                'Language-lab sessions for listening and pronunciation',
                'Reading clubs, storytelling and elocution',
                'Regular speaking assessments with feedback for parents',
              ],
              schoolImages.languageLab,
            ),
            strand(
              'octave',
              'Octave',
              'Octave: our performing arts programme',
              'Octave gives every child time for music, dance and drama each week, with trained teachers and a well-equipped music room. Talent is nurtured and confidence grows.',
              [
                'Indian and Western vocal music, harmonium, tabla and keyboard',
                'Classical and folk dance',
                'Drama and theatre for annual day and house events',
                'Performances that every child takes part in, not only the stars',
              ],
              schoolImages.musicRoom,
            ),
            strand(
              'teachers',
              'Teachers',
              'Qualified, caring teachers',
              'Our teachers are qualified in their subjects, trained in child-centred teaching and committed to their own learning: each completes at least 60 hours of professional development every year.',
              [
                'Professionally qualified teachers for every stage',
                'Small classes so that every child is known by name',
                'Class teachers who stay in touch with parents',
                'A counsellor and a special educator on the staff',
              ],
              schoolImages.primary,
            ),
            strand(
              'assessment',
              'Assessment',
              'Fair, continuous assessment',
              'Continuous and comprehensive evaluation (CCE) follows the whole child: regular class work, projects, activities and tests, not a single examination.',
              [
                'Cycle tests and term examinations following CBSE guidelines',
                'Projects, practicals and activities that count towards results',
                'Detailed report cards and personal feedback',
                'Extra support for pupils who need it, early',
              ],
              schoolImages.upper,
            ),
            strand(
              'community',
              'Community',
              'A school community that cares',
              'Parents, teachers and pupils work together. The house system, service projects and regular parent meetings make every family part of school life.',
              [
                'Four Veda-named houses with inter-house competitions',
                'Community service and environmental drives',
                'Parent-teacher meetings, workshops and open days',
                'Celebrations of festivals and national days together',
              ],
              schoolImages.houses,
            ),
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'key-features',
      title: 'Key features',
      tone: 'muted',
      blocks: [
        {
          type: 'cards',
          minWidth: '20rem',
          items: [
            {
              title: 'Small Class Sizes',
              icon: 'users',
              text: 'Teachers know each pupil well and can give personal attention and feedback.',
            },
            {
              title: 'Safe & Secure Campus',
              icon: 'shield',
              text: 'The I-Care programme: CCTV, controlled entry, trained staff and GPS-tracked buses.',
            },
            {
              title: 'Smart Classrooms',
              icon: 'monitor',
              text: 'Interactive boards and digital content in every classroom make ideas come alive.',
            },
            {
              title: 'Value-Based Education',
              icon: 'heart',
              text: 'Honesty, respect and responsibility are taught and practised every day.',
            },
            {
              title: 'Sports & Activities',
              icon: 'activity',
              text: 'Sports grounds, swimming, music, art and clubs help every child find a passion.',
            },
            {
              title: 'Future-Ready Programmes',
              icon: 'briefcase',
              text: 'FLIP for entrepreneurship and DCP for cyber smartness prepare pupils for tomorrow.',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'See it for yourself',
    text: 'Visit our campus, sit in a smart classroom and talk to our teachers. Tours run Monday to Saturday.',
    actions: [{ label: 'Schedule a Visit', to: '/contact' }],
  },
};
