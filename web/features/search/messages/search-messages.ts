import english from './en.json?catalogue';
import { searchKindMessages } from '#web/i18n/kind-messages.ts';
import { featureCatalogue } from '#web/i18n/translator.ts';

/**
 * The search page's words in the page's language (decision 0025); the content kinds' are the
 * registry's (web/i18n/kind-messages.ts).
 */
export const useSearchTranslation = featureCatalogue({ ...searchKindMessages('en'), ...english });
