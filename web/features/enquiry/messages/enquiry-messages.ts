import english from './en.json?catalogue';
import { featureCatalogue } from '#web/i18n/translator.ts';

/** The enquiry page's words in the page's language (decision 0025). */
export const useEnquiryTranslation = featureCatalogue(english);
