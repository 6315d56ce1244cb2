import { contrastRatio, isHexColour } from '#contracts/colour-contrast.ts';
import {
  colourLabels,
  minimumContrast,
  readablePairs,
  type ColourName,
  type SchoolSettings,
} from '#contracts/school-settings.ts';

export type Colours = SchoolSettings['colours'];

/** A pair of `readablePairs` that fails, in the words the Colours section shows. */
export type UnreadablePair = {
  /** The colour to change: the background, or the text when the background is white. */
  field: ColourName;
  ratio: number;
  message: string;
};

const nameOf = (key: ColourName | 'white') => (key === 'white' ? 'White' : colourLabels[key]);

/**
 * The ratio as a person reads it, rounded down: a pair at 4.46:1 fails, and "4.5:1" beside
 * "hard to read" would contradict the rule it breaks.
 */
export const shownRatio = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

/**
 * What the server's schema checks (contracts/school-settings.ts), ahead of it: the colours that
 * are not colours, and each pair of `readablePairs` below WCAG AA, e.g. "White text on accent
 * colour is hard to read (2.1:1)". Save stays off while either list has something.
 */
export function checkColours(colours: Colours): {
  invalid: ColourName[];
  unreadable: UnreadablePair[];
} {
  const invalid = (Object.keys(colourLabels) as ColourName[]).filter(
    (name) => !isHexColour(colours[name].trim()),
  );
  const value = (name: ColourName | 'white') =>
    name === 'white' ? '#ffffff' : colours[name].trim();
  const unreadable: UnreadablePair[] = [];
  for (const [text, background] of readablePairs) {
    if (!isHexColour(value(text)) || !isHexColour(value(background))) continue;
    const ratio = contrastRatio(value(text), value(background));
    if (ratio >= minimumContrast) continue;
    unreadable.push({
      field: background === 'white' ? (text as ColourName) : background,
      ratio,
      message: `${nameOf(text)} text on ${nameOf(background).toLowerCase()} is hard to read (${shownRatio(ratio)}:1)`,
    });
  }
  return { invalid, unreadable };
}

/** The value a colour picker (`<input type="color">`) takes: `#rrggbb`, from `#rgb` too. */
export function pickerValue(colour: string): string | undefined {
  const value = colour.trim().toLowerCase();
  if (!isHexColour(value)) return undefined;
  if (value.length === 7) return value;
  return `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`;
}
