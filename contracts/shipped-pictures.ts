import type { PictureSlot, SitePicture } from './school-settings.ts';

/**
 * The drawings the site ships in web/public/images/, one for each picture slot, with what each
 * shows in English and Hindi: the pictures a new school starts with (contracts/new-school.ts)
 * until the office puts its own photos in Settings, and the demo school's.
 */
const scene = (name: string, alt: string, altHi: string): SitePicture => ({
  src: `/images/${name}.svg`,
  width: 800,
  height: 500,
  alt,
  altHi,
});
const portrait = (name: string, alt: string, altHi: string): SitePicture => ({
  src: `/images/${name}.svg`,
  width: 500,
  height: 500,
  alt,
  altHi,
});

export const shippedPictures: Record<PictureSlot, SitePicture> = {
  campus: scene(
    'campus',
    'The school building with its front lawn and flag post',
    'सामने लॉन और ध्वज-स्तंभ के साथ विद्यालय भवन',
  ),
  campusGate: scene(
    'campus-gate',
    'The main gate of the campus with a security cabin',
    'सुरक्षा केबिन के साथ परिसर का मुख्य द्वार',
  ),
  bus: scene(
    'bus',
    'A yellow school bus waiting at the campus bus bay',
    'परिसर के बस-स्टैंड पर खड़ी पीली विद्यालय बस',
  ),
  students: scene(
    'students',
    'Students walking together across the campus courtyard',
    'परिसर के आँगन में साथ चलते विद्यार्थी',
  ),
  classroom: scene(
    'classroom',
    'A bright classroom with a smart board and student desks',
    'स्मार्ट बोर्ड और डेस्क वाली रोशन कक्षा',
  ),
  library: scene(
    'library',
    'Library shelves full of books with a reading table',
    'किताबों से भरी अलमारियाँ और पढ़ने की मेज़',
  ),
  lifeScience: scene(
    'life-science',
    'A biology lab bench with a microscope and plant specimens',
    'सूक्ष्मदर्शी और पौधों के नमूनों वाली जीव-विज्ञान प्रयोगशाला',
  ),
  physicsLab: scene(
    'physics-lab',
    'A physics lab with a pendulum, lenses and circuit boards',
    'लोलक, लेंस और सर्किट बोर्ड वाली भौतिकी प्रयोगशाला',
  ),
  chemistryLab: scene(
    'chemistry-lab',
    'Chemistry glassware and flasks on a lab bench',
    'प्रयोगशाला की मेज़ पर रसायन विज्ञान के काँच के उपकरण',
  ),
  computerLab: scene(
    'computer-lab',
    'A computer lab with rows of desktop computers',
    'कंप्यूटरों की कतारों वाली कंप्यूटर प्रयोगशाला',
  ),
  languageLab: scene(
    'language-lab',
    'Language lab booths with headphones',
    'हेडफ़ोन वाले भाषा प्रयोगशाला के बूथ',
  ),
  mathLab: scene(
    'math-lab',
    'Geometric models and an abacus in the mathematics lab',
    'गणित प्रयोगशाला में ज्यामितीय मॉडल और गिनतारा',
  ),
  musicRoom: scene(
    'music-room',
    'A music room with a harmonium, tabla and keyboard',
    'हारमोनियम, तबला और कीबोर्ड वाला संगीत कक्ष',
  ),
  artCraft: scene(
    'art-craft',
    'Easels, paint and paper craft in the art room',
    'कला कक्ष में ईज़ल, रंग और काग़ज़ की कलाकृतियाँ',
  ),
  sports: scene(
    'sports',
    'The sports ground with a running track and a football goal',
    'दौड़ के ट्रैक और फ़ुटबॉल गोल वाला खेल मैदान',
  ),
  swimming: scene(
    'swimming',
    'The school swimming pool with lane ropes',
    'लेन रस्सियों वाला विद्यालय का तरणताल',
  ),
  playground: scene(
    'playground',
    'A children’s park with a slide and swings',
    'फिसलपट्टी और झूलों वाला बच्चों का पार्क',
  ),
  security: scene(
    'security',
    'A CCTV camera watching over a school corridor',
    'विद्यालय के गलियारे पर नज़र रखता सीसीटीवी कैमरा',
  ),
  assembly: scene(
    'assembly',
    'Students in rows at the morning assembly',
    'प्रातःकालीन सभा में कतारों में खड़े विद्यार्थी',
  ),
  prePrimary: scene(
    'pre-primary',
    'Young children playing with blocks in a colourful classroom',
    'रंगीन कक्षा में ब्लॉकों से खेलते छोटे बच्चे',
  ),
  primary: scene(
    'primary',
    'Primary pupils reading together in class',
    'कक्षा में साथ पढ़ते प्राथमिक के विद्यार्थी',
  ),
  middle: scene(
    'middle',
    'Middle-school students working on a science project',
    'विज्ञान परियोजना पर काम करते मिडिल स्तर के विद्यार्थी',
  ),
  upper: scene('upper', 'Senior students studying in the library', 'पुस्तकालय में पढ़ते वरिष्ठ विद्यार्थी'),
  houses: scene(
    'houses',
    'Four house flags in blue, green, yellow and red',
    'नीले, हरे, पीले और लाल रंग के चार सदन-ध्वज',
  ),
  uniformSummer: portrait(
    'uniform-summer',
    'Summer uniform: white shirt with a navy skirt or trousers',
    'गर्मी का गणवेश: सफ़ेद कमीज़ के साथ नेवी स्कर्ट या पतलून',
  ),
  uniformWinter: portrait(
    'uniform-winter',
    'Winter uniform: navy blazer and sweater over the white shirt',
    'सर्दी का गणवेश: सफ़ेद कमीज़ के ऊपर नेवी ब्लेज़र और स्वेटर',
  ),
  uniformSports: portrait(
    'uniform-sports',
    'Sports uniform: house T-shirt with track pants and white shoes',
    'खेल का गणवेश: सदन की टी-शर्ट, ट्रैक पैंट और सफ़ेद जूते',
  ),
  principal: portrait('principal', 'Portrait of the Principal', 'प्रधानाचार्य का चित्र'),
  director: portrait('director', 'Portrait of the Director', 'निदेशक का चित्र'),
  parent1: portrait('parent-1', 'Portrait of a parent', 'एक अभिभावक का चित्र'),
  parent2: portrait('parent-2', 'Portrait of a parent', 'एक अभिभावक का चित्र'),
  parent3: portrait('parent-3', 'Portrait of a parent', 'एक अभिभावक का चित्र'),
  parent4: portrait('parent-4', 'Portrait of a parent', 'एक अभिभावक का चित्र'),
  parent5: portrait('parent-5', 'Portrait of a parent', 'एक अभिभावक का चित्र'),
};
