import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const houseSystemMeta = {
  title: 'House System',
  description: `The four Veda houses of ${schoolIdentity.name} (Rig Veda, Sam Veda, Yajur Veda and Atharva Veda): current rankings, points, mottos and achievements.`,
  path: '/house-system',
};

export const houseSystemHero = {
  eyebrow: 'Student Corner',
  title: 'House System',
  lead: 'Every student belongs to one of four houses named after the four Vedas. Houses build friendship across classes, give every child a chance to lead, and make competition a matter of teamwork.',
  image: schoolImages.houses,
};

export const howPointsWork: readonly { title: string; text: string }[] = [
  {
    title: 'Competitions',
    text: 'Inter-house sports, debates, quizzes, music, dance and art events award points for first, second and third places.',
  },
  {
    title: 'Conduct and discipline',
    text: 'Good conduct, punctuality and a neat uniform earn points each week; serious indiscipline costs points.',
  },
  {
    title: 'Service',
    text: 'Community work, the Green Campus drive and help at school events count for the house as much as trophies do.',
  },
  {
    title: 'Leadership',
    text: 'Each house elects a captain and vice-captain from the senior classes, guided by two house teachers.',
  },
];
