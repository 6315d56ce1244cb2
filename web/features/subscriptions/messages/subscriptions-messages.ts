import english from './en.json?catalogue';
import { featureCatalogue } from '#web/i18n/translator.ts';

/** The words of circulars by e-mail and the pages its mails link to (decision 0025). */
export const useSubscriptionsTranslation = featureCatalogue(english);
