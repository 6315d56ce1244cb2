import { colourLabels } from './school-settings.ts';
import { setupMessages } from './site-setup.ts';

/**
 * Hindi for what the setup answers (contracts/site-setup.ts): its outcomes and the rules of the
 * fields it asks, for the setup screen in Hindi (web/routes/setup/). A message not listed stays
 * English.
 */
const fieldNames: Record<string, string> = {
  'School name': 'विद्यालय का नाम',
  'School name in Hindi': 'हिंदी में विद्यालय का नाम',
  Board: 'बोर्ड',
  Street: 'सड़क और क्षेत्र',
  'Town or city': 'शहर या कस्बा',
  State: 'राज्य',
  Username: 'यूज़रनेम',
  'Admission form address': 'प्रवेश फ़ॉर्म का पता',
};

const coloursInHindi: Record<string, string> = {
  [colourLabels.primary]: 'मुख्य रंग',
  [colourLabels.primaryDark]: 'गहरा मुख्य रंग',
  [colourLabels.accent]: 'उभार का रंग',
  [colourLabels.accentSoft]: 'हल्का उभार का रंग',
  [colourLabels.event]: 'कैलेंडर में कार्यक्रमों का रंग',
  [colourLabels.leave]: 'कैलेंडर में छुट्टियों का रंग',
};

const exact: Record<string, string> = {
  [setupMessages.done]: 'वेबसाइट तैयार है।',
  [setupMessages.badToken]:
    'यह सेटअप पता अब मान्य नहीं है। सर्वर को फिर से शुरू करें और वह जो नया पता दिखाए, उसे खोलें।',
  [setupMessages.alreadySetUp]:
    'यह वेबसाइट पहले ही तैयार हो चुकी है। उसकी जानकारी बदलने के लिए साइन इन करें।',
  [setupMessages.beingSetUp]: 'वेबसाइट तैयार की जा रही है। कृपया कुछ मिनट बाद फिर आएँ।',
  'Open the setup address the server printed.': 'सर्वर ने जो सेटअप पता दिखाया था, वही खोलें।',
  'Affiliation number must be 4 to 10 digits.': 'संबद्धता क्रमांक 4 से 10 अंकों का होना चाहिए।',
  'School code must be 3 to 12 letters or digits.':
    'विद्यालय कोड 3 से 12 अक्षरों या अंकों का होना चाहिए।',
  'PIN code must be 6 digits.': 'पिन कोड 6 अंकों का होना चाहिए।',
  'Write the phone number with digits, e.g. +91 771 400 1234.':
    'फ़ोन नंबर अंकों में लिखें, जैसे +91 771 400 1234।',
  'Give at least one phone number.': 'कम से कम एक फ़ोन नंबर दें।',
  'Give at most four phone numbers.': 'अधिकतम चार फ़ोन नंबर दें।',
  'Office e-mail must be an e-mail address, e.g. office@school.in.':
    'कार्यालय का ई-मेल सही ई-मेल पता होना चाहिए, जैसे office@school.in।',
  'Year founded must be a year.': 'स्थापना वर्ष सही वर्ष होना चाहिए, जैसे 1998।',
  'Admission form address must start with https://.': 'प्रवेश फ़ॉर्म का पता https:// से शुरू होना चाहिए।',
  'Password must be at least 12 characters.': 'पासवर्ड कम से कम 12 अक्षरों का होना चाहिए।',
  'Password must be at most 1024 characters.': 'पासवर्ड अधिकतम 1024 अक्षरों का हो सकता है।',
  'This username is already taken.': 'यह यूज़रनेम पहले से लिया जा चुका है। कोई दूसरा चुनें।',
};

const field = (name: string) => fieldNames[name] ?? name;

const patterns: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^(.+) is required\.$/, (m) => `${field(m[1]!)} भरना आवश्यक है।`],
  [
    /^(.+) must be at most (\d+) characters\.$/,
    (m) => `${field(m[1]!)} अधिकतम ${m[2]} अक्षरों का हो सकता है।`,
  ],
  [
    /^(.+) must be a colour like (#[0-9a-f]+)\.$/,
    (m) => `${coloursInHindi[m[1]!] ?? m[1]} ${m[2]} जैसा रंग होना चाहिए।`,
  ],
  [
    /^.+ is hard to read \(contrast ([\d.]+):1, at least ([\d.]+):1 is needed\)\./,
    (m) =>
      `इन रंगों पर अक्षर पढ़ने में कठिन हैं (कंट्रास्ट ${m[1]}:1, कम से कम ${m[2]}:1 चाहिए)। गहरा या हल्का रंग चुनें।`,
  ],
  [
    /^This password is easy to guess/,
    () =>
      'यह पासवर्ड आसानी से अनुमान लगाया जा सकता है। कुछ ऐसे शब्द मिलाकर लंबा पासवर्ड चुनें जिनका आपस में कोई संबंध न हो, जैसे "mango lantern river chalk"।',
  ],
  [
    /^Too many wrong setup addresses from your connection\. Please try again in (\d+) minutes?\.$/,
    (m) => `आपके कनेक्शन से बहुत अधिक गलत सेटअप पते आए हैं। कृपया ${m[1]} मिनट बाद फिर कोशिश करें।`,
  ],
];

/** The Hindi of a message the setup answers; the message itself when it has none. */
export function setupMessageInHindi(message: string): string {
  if (exact[message]) return exact[message];
  for (const [pattern, hindi] of patterns) {
    const match = pattern.exec(message);
    if (match) return hindi(match);
  }
  return message;
}
