import type { PageInput, RichDoc, RichInline } from '#contracts/content/pages.ts';
import { formatAddress, schoolIdentity } from '#contracts/school-identity.ts';

const { name, phones, emails, mapEmbedUrl, mapLinkUrl } = schoolIdentity;

const link = (text: string, href: string): RichInline => ({
  type: 'text',
  text,
  marks: [{ type: 'link', attrs: { href } }],
});
const label = (text: string): RichInline => ({ type: 'text', text, marks: [{ type: 'bold' }] });
const lineBreak: RichInline = { type: 'hardBreak' };

/** The address card in one language: the address itself stays as the post office writes it. */
const addressDoc = (words: {
  country: string;
  phone: string;
  email: string;
  officeHours: string;
  officeDays: string;
  largerMap: string;
}): RichDoc => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: name },
        lineBreak,
        { type: 'text', text: formatAddress() },
        lineBreak,
        { type: 'text', text: words.country },
      ],
    },
    {
      type: 'paragraph',
      content: [
        label(words.phone),
        ...phones.flatMap((phone) => [lineBreak, link(phone, `tel:${phone.replace(/\s+/g, '')}`)]),
      ],
    },
    {
      type: 'paragraph',
      content: [label(words.email), lineBreak, link(emails.office, `mailto:${emails.office}`)],
    },
    {
      type: 'paragraph',
      content: [label(words.officeHours), lineBreak, { type: 'text', text: words.officeDays }],
    },
    { type: 'paragraph', content: [link(words.largerMap, mapLinkUrl)] },
  ],
});

export const ourLocationPage: PageInput = {
  slug: 'our-location',
  title: 'Our Location',
  description: `How to find ${name}: ${formatAddress()}. Map, phone numbers and directions from Bilaspur railway station and bus stand.`,
  hi: {
    title: 'हमारा पता',
    description: `${name} तक कैसे पहुँचें: ${formatAddress()}। नक्शा, फ़ोन नंबर और बिलासपुर रेलवे स्टेशन व बस स्टैंड से आने का रास्ता।`,
    hero: {
      eyebrow: 'संपर्क',
      title: 'हमारा पता',
      lead: 'हमारा परिसर बिलासपुर के विद्या नगर में रिंग रोड नंबर 2 पर है, जहाँ रेलवे स्टेशन और बस स्टैंड दोनों से आसानी से पहुँचा जा सकता है।',
    },
  },
  hero: {
    eyebrow: 'Contact',
    title: 'Our Location',
    lead: 'Our campus is on Ring Road No. 2 in Vidya Nagar, Bilaspur, within easy reach of the railway station and the bus stand.',
  },
  sections: [
    {
      type: 'section',
      id: 'address-and-map',
      title: 'Address and map',
      hi: { title: 'पता और नक्शा' },
      tone: 'plain',
      blocks: [
        {
          type: 'columns',
          main: [
            {
              type: 'map',
              title: `Map showing the location of ${name}`,
              hi: { title: `${name} की स्थिति दिखाता नक्शा` },
              embedUrl: mapEmbedUrl,
            },
          ],
          side: [
            {
              type: 'aside',
              title: 'Address',
              doc: addressDoc({
                country: 'India',
                phone: 'Phone',
                email: 'E-mail',
                officeHours: 'Office hours',
                officeDays: 'Monday to Friday, 9:00 AM to 3:00 PM',
                largerMap: 'Open the map in a larger view',
              }),
              hi: {
                title: 'पता',
                doc: addressDoc({
                  country: 'भारत',
                  phone: 'फ़ोन',
                  email: 'ई-मेल',
                  officeHours: 'कार्यालय का समय',
                  officeDays: 'सोमवार से शुक्रवार, सुबह 9:00 से दोपहर 3:00 बजे तक',
                  largerMap: 'नक्शा बड़े आकार में खोलें',
                }),
              },
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'how-to-reach-us',
      title: 'How to reach us',
      hi: { title: 'यहाँ कैसे पहुँचें' },
      tone: 'muted',
      blocks: [
        {
          type: 'cards',
          minWidth: '18rem',
          hi: {
            items: [
              {
                title: 'बिलासपुर रेलवे स्टेशन से',
                meta: 'लगभग 3 किमी · 10 से 15 मिनट',
                text: 'स्टेशन के मुख्य निकास से बाहर आकर रिंग रोड नंबर 2 की ओर ऑटो-रिक्शा या कैब लें और विद्या नगर के लिए कहें; विद्यालय का गेट मुख्य सड़क पर, बस-बे के बोर्ड के सामने है।',
              },
              {
                title: 'बस स्टैंड से',
                meta: 'लगभग 5 किमी · 15 से 20 मिनट',
                text: 'अंतरराज्यीय बस स्टैंड से शहर होते हुए रिंग रोड नंबर 2 की ओर ऑटो-रिक्शा या कैब लें और विद्या नगर में मुड़ें। रिंग रोड रूट की सिटी बसें गेट से थोड़ी ही दूरी पर रुकती हैं।',
              },
              {
                title: 'हवाई मार्ग से',
                meta: 'रायपुर हवाई अड्डा: लगभग 120 किमी',
                text: 'स्वामी विवेकानंद हवाई अड्डा, रायपुर, रायपुर–बिलासपुर राजमार्ग से सड़क के रास्ते लगभग ढाई से तीन घंटे की दूरी पर है। बिलासपुर के चकरभाठा हवाई अड्डे से भी कुछ क्षेत्रीय उड़ानें हैं।',
              },
            ],
          },
          items: [
            {
              title: 'From Bilaspur railway station',
              meta: 'About 3 km · 10 to 15 minutes',
              text: 'Leave the station by the main exit and take an auto-rickshaw or cab towards Ring Road No. 2. Ask for Vidya Nagar; the school gate is on the main road, opposite the bus bay sign.',
            },
            {
              title: 'From the bus stand',
              meta: 'About 5 km · 15 to 20 minutes',
              text: 'From the inter-state bus terminal, take an auto-rickshaw or cab through the city towards Ring Road No. 2 and turn into Vidya Nagar. City buses on the Ring Road route stop a short walk from the gate.',
            },
            {
              title: 'By air',
              meta: 'Raipur airport: about 120 km',
              text: 'Swami Vivekananda Airport, Raipur, is about two and a half to three hours away by road on the Raipur–Bilaspur highway. Bilaspur’s own airport at Chakarbhatha has a few regional flights.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'when-you-arrive',
      title: 'When you arrive',
      hi: { title: 'विद्यालय पहुँचने पर' },
      tone: 'plain',
      blocks: [
        {
          type: 'list',
          style: 'check',
          hi: {
            items: [
              'आगंतुक मुख्य गेट से प्रवेश करें और आगंतुक रजिस्टर में हस्ताक्षर करें।',
              'आगंतुकों की पार्किंग गेट के अंदर दाईं ओर है; कृपया विद्यालय की ओर आने वाली सड़क पर गाड़ी न खड़ी करें।',
              'गेट से रिसेप्शन तक कहीं भी सीढ़ी नहीं है।',
              'परिसर भ्रमण सोमवार से शनिवार तक होता है; बिना पूर्व सूचना के भी आप आ सकते हैं।',
            ],
          },
          items: [
            'Visitors enter through the main gate and sign the visitor register.',
            'Parking for visitors is inside the gate, to the right; please do not park on the approach road.',
            'The campus is step-free from the gate to the reception.',
            'Campus tours run Monday to Saturday; walk-ins are welcome.',
          ],
        },
        {
          type: 'actions',
          hi: { actions: [{ label: 'विद्यालय भ्रमण बुक करें' }, { label: 'अभिभावकों के मिलने का समय' }] },
          actions: [
            { label: 'Book a school tour', to: '/contact' },
            { label: 'Parent visiting hours', to: '/parent-visiting-hours', variant: 'secondary' },
          ],
        },
      ],
    },
  ],
};
