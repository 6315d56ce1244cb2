import english from './en.json?catalogue';
import { featureCatalogue } from '#web/i18n/translator.ts';

/** The setup screen's words in the page's language (its own catalogue, decision 0025). */
export const useSetupTranslation = featureCatalogue(english);
