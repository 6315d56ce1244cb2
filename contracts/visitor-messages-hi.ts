import { resumeTooLargeMessage, resumeTypeMessage, submissionMessages } from './inbox.ts';
import { subscriptionMessages } from './subscriptions.ts';
import { positionMessages } from './career-positions.ts';
import { admissionDocumentLabels, admissionDocuments } from './admissions.ts';

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
  "Child's name": 'बच्चे का नाम',
  "Parent's name": 'अभिभावक का नाम',
  'Date of birth': 'जन्म तिथि',
  Address: 'पता',
  Occupation: 'व्यवसाय',
  'Previous school': 'पिछला विद्यालय',
  'Previous class': 'पिछली कक्षा',
  "Second guardian's name": 'दूसरे अभिभावक का नाम',
  "Second guardian's phone": 'दूसरे अभिभावक का फ़ोन नंबर',
  'Brothers or sisters in the school': 'विद्यालय में पढ़ रहे भाई या बहन',
};

/** "Please attach the birth certificate." names the document as the API's label, lower-cased. */
const documentsHindi = new Map(
  admissionDocuments.map((id) => [
    admissionDocumentLabels[id].en.toLowerCase(),
    admissionDocumentLabels[id].hi,
  ]),
);

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
  // Admissions (contracts/admissions.ts, server/modules/admissions/).
  'Please choose the gender.': 'कृपया लिंग चुनें।',
  'Please choose a class.': 'कृपया कक्षा चुनें।',
  'Please agree to how the school keeps these details.': 'कृपया सहमति दें कि विद्यालय ये विवरण कैसे रखेगा।',
  'Please read the consent again and agree to it.': 'कृपया सहमति फिर से पढ़कर उस पर सहमति दें।',
  'The date of birth cannot be in the future.': 'जन्म तिथि आने वाले समय की नहीं हो सकती।',
  'This link is no longer valid. Please use the link in the latest e-mail from the school.':
    'यह लिंक अब मान्य नहीं है। कृपया विद्यालय के सबसे नए ई-मेल का लिंक खोलें।',
  'Please attach the document.': 'कृपया दस्तावेज़ की फ़ाइल चुनें।',
  'The file is too large. The limit is 5 MB.': 'फ़ाइल बहुत बड़ी है। अधिकतम 5 MB की फ़ाइल भेजें।',
  'Please upload a photo (JPEG, PNG or WebP).': 'कृपया फ़ोटो (JPEG, PNG या WebP) भेजें।',
  'Please upload a PDF or a photo of the page.': 'कृपया PDF या पन्ने की फ़ोटो भेजें।',
  'The document is received.': 'दस्तावेज़ मिल गया है।',
  'The time to meet is booked.': 'मिलने का समय तय हो गया है।',
  'The seat is accepted.': 'सीट स्वीकार कर ली गई है।',
  'The seat is declined.': 'सीट के लिए मना कर दिया गया है।',
  'The application and its documents are deleted.': 'आवेदन और उसके दस्तावेज़ मिटा दिए गए हैं।',
  'Once a seat is offered, please ask the school office to withdraw the application.':
    'सीट का प्रस्ताव मिलने के बाद आवेदन वापस लेने के लिए कृपया विद्यालय कार्यालय से कहें।',
  'A time to meet can be chosen once the documents are verified.':
    'दस्तावेज़ों की जाँच हो जाने के बाद ही मिलने का समय चुना जा सकता है।',
  'Documents can no longer be changed for this application.': 'इस आवेदन के दस्तावेज़ अब बदले नहीं जा सकते।',
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
  [/^Please attach the (.+)\.$/, (m) => `कृपया ${documentsHindi.get(m[1]!) ?? m[1]} की फ़ाइल चुनें।`],
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
