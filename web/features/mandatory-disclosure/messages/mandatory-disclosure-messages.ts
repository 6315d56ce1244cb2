import english from './en.json?catalogue';
import { featureCatalogue } from '#web/i18n/translator.ts';

/**
 * The disclosure page's words in the page's language (decision 0025), with a label for each
 * School Information section and item by its stable id (`disclosure.fields.<key>`).
 */
export const useDisclosureTranslation = featureCatalogue(english);
