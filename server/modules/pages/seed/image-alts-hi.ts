import type { PictureSlot } from '#contracts/school-settings.ts';
import type { SeedSchool } from './seed-school.ts';

/**
 * What each drawing the site ships (contracts/shipped-pictures.ts) shows, in the pages' Hindi: a
 * page's `hi` gives a picture only its alt text (the file and size stay the English record's,
 * contracts/content/translation.ts).
 */
const drawingAltHi = {
  campus: { alt: 'सामने लॉन और ध्वज-स्तंभ के साथ विद्यालय भवन' },
  campusGate: { alt: 'परिसर का मुख्य द्वार और सुरक्षा केबिन' },
  students: { alt: 'परिसर के आँगन में साथ चलते विद्यार्थी' },
  classroom: { alt: 'स्मार्ट बोर्ड और डेस्क वाली रोशन कक्षा' },
  library: { alt: 'किताबों से भरी अलमारियाँ और पढ़ने की मेज़ वाला पुस्तकालय' },
  computerLab: { alt: 'कतार में लगे डेस्कटॉप कंप्यूटरों वाली कंप्यूटर प्रयोगशाला' },
  languageLab: { alt: 'हेडफ़ोन वाले भाषा प्रयोगशाला के बूथ' },
  musicRoom: { alt: 'हारमोनियम, तबला और कीबोर्ड वाला संगीत कक्ष' },
  sports: { alt: 'दौड़ के ट्रैक और फ़ुटबॉल गोल वाला खेल का मैदान' },
  swimming: { alt: 'लेन रस्सियों वाला विद्यालय का तरणताल' },
  assembly: { alt: 'सुबह की प्रार्थना सभा में कतारों में खड़े विद्यार्थी' },
  primary: { alt: 'कक्षा में साथ पढ़ते प्राइमरी के विद्यार्थी' },
  middle: { alt: 'विज्ञान प्रोजेक्ट पर काम करते मिडिल स्तर के विद्यार्थी' },
  upper: { alt: 'पुस्तकालय में पढ़ते वरिष्ठ विद्यार्थी' },
  houses: { alt: 'नीले, हरे, पीले और लाल रंग के चार सदन-ध्वज' },
  director: { alt: 'निदेशक का चित्र' },
} as const satisfies Partial<Record<PictureSlot, { alt: string }>>;

/** A slot's picture described for a Hindi page (seed-school.ts imageHi). */
export const imageHi = (school: SeedSchool, slot: keyof typeof drawingAltHi) =>
  school.imageHi(slot, drawingAltHi[slot].alt);
