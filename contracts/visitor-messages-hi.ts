import { resumeTooLargeMessage, resumeTypeMessage, submissionMessages } from './inbox.ts';
import { subscriptionMessages } from './subscriptions.ts';
import { positionMessages } from './career-positions.ts';

/**
 * Hindi for what the API answers a visitor's form (contact, careers, circulars by e-mail): the
 * server sends it when the page asks in Hindi (server/plugins/visitor-language.ts, decision
 * 0025). Written as the school office would say it; a message not listed stays English.
 */
const fieldNames: Record<string, string> = {
  'First name': 'पहला नाम',
  'Last name': 'उपनाम',
  Email: 'ई-मेल',
  Subject: 'विषय',
  Message: 'संदेश',
  'Full name': 'पूरा नाम',
  Phone: 'फ़ोन नंबर',
  'Experience and qualifications': 'अनुभव और योग्यता',
};

const exact: Record<string, string> = {
  'Please enter a valid email address.': 'कृपया सही ई-मेल पता लिखें।',
  'Please enter a valid phone number.': 'कृपया सही फ़ोन नंबर लिखें।',
  [positionMessages.unknown]: 'कृपया सूची में से कोई एक पद चुनें।',
  [positionMessages.closed]: 'इस पद के लिए आवेदन अब बंद हैं। कृपया कोई खुला पद चुनें।',
  'Choose at least one group.': 'कम से कम एक समूह चुनें।',
  'Choose how often to receive circulars.': 'चुनें कि परिपत्र कितनी बार मिलें।',
  'This link is not valid.': 'यह लिंक सही नहीं है।',
  'This link is not valid any more.': 'यह लिंक अब मान्य नहीं है।',
  'The file is empty.': 'फ़ाइल खाली है।',
  [resumeTooLargeMessage]: 'बायोडाटा की फ़ाइल बहुत बड़ी है। अधिकतम 5 MB की फ़ाइल भेजें।',
  [resumeTypeMessage]: 'कृपया बायोडाटा PDF, DOC या DOCX फ़ाइल में भेजें।',
  [submissionMessages.contact]: 'आपका संदेश मिल गया, धन्यवाद। हम 24 घंटे के भीतर उत्तर देंगे।',
  [submissionMessages.application]:
    'आवेदन के लिए धन्यवाद। आपका आवेदन हमें मिल गया है; आपकी योग्यता किसी रिक्त पद के अनुरूप होने पर हम आपसे संपर्क करेंगे।',
  [subscriptionMessages.requested]:
    'धन्यवाद। हमने अभी जो ई-मेल भेजा है, उसमें दिए लिंक को खोलकर सदस्यता की पुष्टि करें; पुष्टि से पहले कुछ नहीं भेजा जाएगा।',
  [subscriptionMessages.confirmed]: 'आपकी सदस्यता की पुष्टि हो गई है।',
  [subscriptionMessages.changed]: 'आपकी पसंद सहेज ली गई है।',
  [subscriptionMessages.unsubscribed]:
    'आपकी सदस्यता समाप्त कर दी गई है; अब आपको हमारी ओर से कोई ई-मेल नहीं आएगा।',
  [subscriptionMessages.acknowledged]:
    'धन्यवाद: विद्यालय को पता चल गया है कि आपने यह परिपत्र पढ़ लिया है।',
  'Network error! Please check your connection.': 'नेटवर्क से जुड़ नहीं पाए। कृपया अपना इंटरनेट कनेक्शन जाँचें।',
  'Server error! Please try again later.': 'सर्वर में समस्या है। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Requested blog not found.': 'माँगी गई जानकारी नहीं मिली।',
  'Something went wrong.': 'कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  'Something went wrong on our side. Please try again later.':
    'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
};

const field = (name: string) => fieldNames[name] ?? name;

const patterns: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^(.+) is required\.$/, (m) => `${field(m[1]!)} भरना आवश्यक है।`],
  [
    /^(.+) must be at most (\d+) characters\.$/,
    (m) => `${field(m[1]!)} अधिकतम ${m[2]} अक्षरों का हो सकता है।`,
  ],
  [/^(.+) must be on one line\.$/, (m) => `${field(m[1]!)} एक ही पंक्ति में लिखें।`],
  [
    /^Too many submissions from your connection\. Please try again in (\d+) minutes?\.$/,
    (m) => `आपके कनेक्शन से बहुत अधिक बार भेजा गया है। कृपया ${m[1]} मिनट बाद फिर कोशिश करें।`,
  ],
];

/** The Hindi of a message the API gives a visitor; the message itself when it has none. */
export function visitorMessageInHindi(message: string): string {
  if (exact[message]) return exact[message];
  for (const [pattern, hindi] of patterns) {
    const match = pattern.exec(message);
    if (match) return hindi(match);
  }
  return message;
}
