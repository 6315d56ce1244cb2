import english from './en.json?catalogue';
import { featureCatalogue } from '#web/i18n/translator.ts';

/** The admission pages' words in the page's language (their own catalogue, decision 0025). */
export const useAdmissionsTranslation = featureCatalogue(english);
