import { schoolImages, type SiteImage } from '#contracts/school-images.ts';

/** The page's description is the catalogue's `home.metaDescription`, in the page's language. */
export const homeSeo = { title: 'Home', path: '/' };

/** The carousel shows the latest news (the full list is at /news), Recent Stories the first five. */
export const newsCarousel = { intervalMs: 4000, slideCount: 6, recentCount: 5 } as const;
export const campusSlider = { intervalMs: 5000, transitionMs: 1000 } as const;

export type CampusSlide = { caption: string; image: SiteImage };
export type SchoolLevel = { name: string; range: string };
export type Program = {
  title: string;
  classes: string;
  description: string;
  to: string;
  image: SiteImage;
};
export type TourBanner = { title: string; text: string };

const campusSlides: CampusSlide[] = [
  { caption: 'Modern Secure and Safe Infrastructure', image: schoolImages.campus },
  { caption: 'Bus Facility Available', image: schoolImages.bus },
  { caption: 'Students at Our Campus', image: schoolImages.students },
  { caption: 'State-of-the-Art Classrooms', image: schoolImages.classroom },
  { caption: 'A Well-Stocked Library', image: schoolImages.library },
  { caption: 'Exploring Life Sciences', image: schoolImages.lifeScience },
  { caption: 'Hands-On Learning in Physics', image: schoolImages.physicsLab },
  { caption: 'Experimenting with Science', image: schoolImages.chemistryLab },
];

// Upper School starts at class 9, as the programmes below and the header say (the original site
// wrote "Grade 10 to 12" here, leaving class 9 in no level).
const schoolLevels: SchoolLevel[] = [
  { name: 'Pre-Primary', range: 'Playgroup to Sr.KG' },
  { name: 'Primary', range: 'Grade 1 to 5' },
  { name: 'Middle School', range: 'Grade 6 to 8' },
  { name: 'Upper School', range: 'Grade 9 to 12' },
];

const programs: Program[] = [
  {
    title: 'Pre-Primary',
    classes: 'Nursery to KG-2',
    description:
      'Play-based learning that builds curiosity, language, early numbers and confidence in a warm, safe setting.',
    to: '/academics-pre-primary',
    image: schoolImages.prePrimary,
  },
  {
    title: 'Primary',
    classes: 'Classes 1 to 5',
    description:
      'Inquiry-based lessons with continuous and comprehensive evaluation, so every child gets strong foundations.',
    to: '/academics-primary',
    image: schoolImages.primary,
  },
  {
    title: 'Middle School',
    classes: 'Classes 6 to 8',
    description:
      'Integrated subjects, projects and inter-house competitions that grow independent, confident learners.',
    to: '/academics-middle',
    image: schoolImages.middle,
  },
  {
    title: 'Upper School',
    classes: 'Secondary, classes 9 to 12',
    description:
      'Board preparation, science labs, career guidance and leadership for the years that shape the future.',
    to: '/academics-upper',
    image: schoolImages.upper,
  },
];

const tourBanner: TourBanner = {
  title: 'Book a School Tour',
  text: 'See our classrooms, labs and grounds and meet our teachers. Tours run Monday to Saturday, and walk-ins are welcome.',
};

export type Testimonial = { quote: string; name: string; designation: string; image: SiteImage };

const parentPhotos = schoolImages.testimonialParents;
const testimonials: Testimonial[] = [
  {
    quote:
      'Our daughter looks forward to school every morning. Her teachers know her well and tell us quickly how she is doing and where she needs help.',
    name: 'Anjali Sharma',
    designation: 'Parent of Class 2 Student',
    image: parentPhotos[0],
  },
  {
    quote:
      'The smart classrooms and the science activities have made my son curious about everything. He explains his experiments to us at dinner.',
    name: 'Rakesh Verma',
    designation: 'Parent of Class 4 Student',
    image: parentPhotos[1],
  },
  {
    quote:
      'The house system gave our child confidence. She took part in debate and athletics for the first time, and the school celebrated every effort.',
    name: 'Meera Iyer',
    designation: 'Parent of Class 6 Student',
    image: parentPhotos[2],
  },
  {
    quote:
      'We value the focus on character as much as on marks. The teachers are approachable and the campus feels safe and well cared for.',
    name: 'Sandeep Patel',
    designation: 'Parent of Class 8 Student',
    image: parentPhotos[3],
  },
  {
    quote:
      'In the board year the guidance was calm and clear: regular tests, extra help when needed and honest advice about the next steps.',
    name: 'Farah Khan',
    designation: 'Parent of Class 10 Student',
    image: parentPhotos[4],
  },
];

/**
 * The home page's own text, given to its sections by the route's loader: loaders run on the
 * server, so the text reaches the browser once, in the page, and not again inside its scripts.
 */
export const homeText = { campusSlides, schoolLevels, programs, tourBanner, testimonials };
export type HomeText = typeof homeText;
