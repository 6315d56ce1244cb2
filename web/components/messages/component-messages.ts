import english from './en.json?catalogue';
import { itemKindMessages } from '#web/i18n/kind-messages.ts';
import { featureCatalogue, translatorFor } from '#web/i18n/translator.ts';

/**
 * The words of shared components that only some pages show (fee tables, lists and pagination,
 * item pages, the address block, feed links): out of the site-wide catalogue (web/i18n/en.json),
 * which every page's JS carries (decision 0025). The forms' words are apart
 * (web/components/forms/messages), and so are the content pages' bands'
 * (web/components/content/messages), which the home page carries without these.
 */
export const useComponentTranslation = featureCatalogue({ ...itemKindMessages('en'), ...english });

/**
 * The same words in a given language, through this module so that its catalogue is loaded: a
 * block shown in English on a Hindi page keeps its table headings in English.
 */
export const componentTranslator = translatorFor;
