import english from './en.json?catalogue';
import { featureCatalogue, translatorFor } from '#web/i18n/translator.ts';

/**
 * The words of the content pages' bands and blocks (the home page and the information pages) and
 * of the note a Hindi page shows when part of it is in English: out of the shared components'
 * catalogue (web/components/messages), whose fee tables, lists, item pages and addresses the home
 * page never shows, so it no longer carries their words (decision 0025).
 */
featureCatalogue(english);

/**
 * The words in a given language, through this module so that its catalogue is loaded: a block
 * shown in English on a Hindi page says its words in English.
 */
export const contentTranslator = translatorFor;
