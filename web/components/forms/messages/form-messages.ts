import english from './en.json?catalogue';
import { featureCatalogue, translatorFor } from '#web/i18n/translator.ts';

/**
 * The words of the forms' shared parts (fields, the date field, the upload status, the summary of
 * problems): out of the shared components' catalogue (web/components/messages), which the content
 * pages carry, so only the pages with a form carry them (decision 0025).
 */
export const useFormTranslation = featureCatalogue(english);

/** The same words in a given language, for code outside components (web/lib/public-forms.ts). */
export const formTranslator = translatorFor;
