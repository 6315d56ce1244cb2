/**
 * Every picture slot of the site and the file that fills it. A school replaces the drawings
 * with its own photos here, in one place: keep width/height equal to the new file's size.
 */
export type SiteImage = { src: string; alt: string; width: number; height: number };

const scene = (name: string, alt: string): SiteImage => ({
  src: `/images/${name}.svg`,
  alt,
  width: 800,
  height: 500,
});
const portrait = (name: string, alt: string): SiteImage => ({
  src: `/images/${name}.svg`,
  alt,
  width: 500,
  height: 500,
});

export const schoolImages = {
  campus: scene('campus', 'The school building with its front lawn and flag post'),
  campusGate: scene('campus-gate', 'The main gate of the campus with a security cabin'),
  bus: scene('bus', 'A yellow school bus waiting at the campus bus bay'),
  students: scene('students', 'Students walking together across the campus courtyard'),
  classroom: scene('classroom', 'A bright classroom with a smart board and student desks'),
  library: scene('library', 'Library shelves full of books with a reading table'),
  lifeScience: scene('life-science', 'A biology lab bench with a microscope and plant specimens'),
  physicsLab: scene('physics-lab', 'A physics lab with a pendulum, lenses and circuit boards'),
  chemistryLab: scene('chemistry-lab', 'Chemistry glassware and flasks on a lab bench'),
  computerLab: scene('computer-lab', 'A computer lab with rows of desktop computers'),
  languageLab: scene('language-lab', 'Language lab booths with headphones'),
  mathLab: scene('math-lab', 'Geometric models and an abacus in the mathematics lab'),
  musicRoom: scene('music-room', 'A music room with a harmonium, tabla and keyboard'),
  artCraft: scene('art-craft', 'Easels, paint and paper craft in the art room'),
  sports: scene('sports', 'The sports ground with a running track and a football goal'),
  swimming: scene('swimming', 'The school swimming pool with lane ropes'),
  playground: scene('playground', 'A children’s park with a slide and swings'),
  security: scene('security', 'A CCTV camera watching over a school corridor'),
  assembly: scene('assembly', 'Students in rows at the morning assembly'),
  prePrimary: scene('pre-primary', 'Young children playing with blocks in a colourful classroom'),
  primary: scene('primary', 'Primary pupils reading together in class'),
  middle: scene('middle', 'Middle-school students working on a science project'),
  upper: scene('upper', 'Senior students studying in the library'),
  houses: scene('houses', 'Four house flags in blue, green, yellow and red'),
  uniformSummer: portrait(
    'uniform-summer',
    'Summer uniform: white shirt with a navy skirt or trousers',
  ),
  uniformWinter: portrait(
    'uniform-winter',
    'Winter uniform: navy blazer and sweater over the white shirt',
  ),
  uniformSports: portrait(
    'uniform-sports',
    'Sports uniform: house T-shirt with track pants and white shoes',
  ),
  principal: portrait('principal', 'Portrait of the Principal'),
  director: portrait('director', 'Portrait of the Director'),
  testimonialParents: [
    portrait('parent-1', 'Portrait of a parent'),
    portrait('parent-2', 'Portrait of a parent'),
    portrait('parent-3', 'Portrait of a parent'),
    portrait('parent-4', 'Portrait of a parent'),
    portrait('parent-5', 'Portrait of a parent'),
  ],
  /** Shown by link previews (Open Graph); a PNG because most previewers ignore SVG. */
  shareImage: {
    src: '/images/share.png',
    alt: 'The school emblem and name',
    width: 1200,
    height: 630,
  },
} as const;
