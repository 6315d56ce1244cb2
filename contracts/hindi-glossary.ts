/**
 * The site's Hindi glossary (decided with the school): in running Hindi text each English school
 * word has one Hindi word, so a parent reads the same word on every page. Each rule lists the
 * ruled-out ways of writing it, as whole words with the forms they take in a sentence. The test
 * contracts/hindi-glossary.test.ts checks every Hindi text of the site against it.
 */
export type GlossaryRule = {
  /** The word to write. */
  readonly use: string;
  /** Whole words that must not appear in Hindi text (each form listed, since Hindi inflects). */
  readonly variants: readonly string[];
};

export const hindiGlossary: readonly GlossaryRule[] = [
  { use: 'विद्यालय', variants: ['स्कूल', 'स्कूलों'] },
  { use: 'प्रधानाचार्य', variants: ['प्राचार्य', 'प्रिंसिपल', 'प्रिन्सिपल'] },
  { use: 'सदन', variants: ['हाउस', 'हाउसों'] },
  { use: 'सीबीएसई', variants: ['CBSE'] },
  { use: 'अभिभावक', variants: ['पैरेंट्स', 'पेरेंट्स', 'पैरेंट', 'पेरेंट'] },
  {
    use: 'विद्यार्थी',
    variants: ['छात्र', 'छात्रों', 'छात्रा', 'छात्राएँ', 'छात्राएं', 'छात्राओं', 'स्टूडेंट', 'स्टूडेंट्स'],
  },
  { use: 'शिक्षक', variants: ['टीचर', 'टीचरों', 'टीचर्स'] },
  { use: 'कक्षा', variants: ['क्लास', 'क्लासों', 'क्लासेस', 'क्लासरूम'] },
  { use: 'शुल्क', variants: ['फीस', 'फ़ीस'] },
  { use: 'परिपत्र', variants: ['सर्कुलर', 'सर्कुलरों'] },
  { use: 'सूचना', variants: ['नोटिस', 'नोटिसों'] },
  { use: 'समय-सारणी', variants: ['टाइम टेबल', 'टाइम-टेबल', 'टाइमटेबल'] },
  { use: 'प्रवेश', variants: ['एडमिशन', 'एडमिशनों'] },
  { use: 'गणवेश', variants: ['यूनिफॉर्म', 'यूनिफ़ॉर्म', 'यूनीफॉर्म', 'वर्दी'] },
  {
    use: 'Western digits (0-9)',
    variants: ['०', '१', '२', '३', '४', '५', '६', '७', '८', '९'],
  },
];

const letter = '[\\p{L}\\p{M}\\p{N}]';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A variant counts only as a whole word: "प्रधानाचार्य" holds "ाचार्य", never "प्राचार्य" alone.
const patterns = hindiGlossary.flatMap((rule) =>
  rule.variants.map((variant) => ({
    variant,
    use: rule.use,
    // Digits are checked one by one; words need a non-letter on both sides.
    pattern: /\p{N}/u.test(variant)
      ? new RegExp(escape(variant), 'u')
      : new RegExp(`(?<!${letter})${escape(variant)}(?!${letter})`, 'u'),
  })),
);

/** Whether `text` is Hindi (has Devanagari): only Hindi text is held to the glossary. */
export const isHindiText = (text: string): boolean => /[\u0900-\u097F]/.test(text);

/**
 * The ruled-out words in a Hindi `text`, each with the word to use instead. Proper names keep
 * their own words (the glossary's exception): a school registered in Hindi as "…इंटरनेशनल स्कूल"
 * (its settings' `nameHi`) is named so, and that is not running text.
 */
export function glossaryFindings(
  text: string,
  properNames: readonly string[] = [],
): Array<{ variant: string; use: string }> {
  if (!isHindiText(text)) return [];
  const running = properNames.reduce((rest, name) => rest.split(name).join(' '), text);
  return patterns
    .filter(({ pattern }) => pattern.test(running))
    .map(({ variant, use }) => ({ variant, use }));
}
