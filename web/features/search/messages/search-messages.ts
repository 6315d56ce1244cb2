import english from './en.json?catalogue';
import { featureCatalogue } from '#web/i18n/translator.ts';

/** The search page's words in the page's language (decision 0025). */
export const useSearchTranslation = featureCatalogue(english);
