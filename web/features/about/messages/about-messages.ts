import english from './en.json?catalogue';
import { featureCatalogue } from '#web/i18n/translator.ts';

/** The about feature's words in the page's language (its own catalogue, decision 0025). */
export const useAboutTranslation = featureCatalogue(english);
