import type { PageInput, PageSection, RichDoc, RichInline } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

const link = (text: string, href: string): RichInline => ({
  type: 'text',
  text,
  marks: [{ type: 'link', attrs: { href } }],
});
const label = (text: string): RichInline => ({ type: 'text', text, marks: [{ type: 'bold' }] });
const lineBreak: RichInline = { type: 'hardBreak' };

/**
 * The address card in one language: the address itself stays as the post office writes it. The
 * office hours and the larger map show when the settings give them.
 */
const addressDoc = (
  school: SeedSchool,
  words: {
    country: string;
    phone: string;
    email: string;
    officeHours: string;
    officeDays: string;
    largerMap: string;
  },
): RichDoc => {
  const { name, phones, emails, map } = school;
  return {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: name },
          lineBreak,
          { type: 'text', text: school.address },
          lineBreak,
          { type: 'text', text: words.country },
        ],
      },
      {
        type: 'paragraph',
        content: [
          label(words.phone),
          ...phones.flatMap((phone) => [
            lineBreak,
            link(phone, `tel:${phone.replace(/\s+/g, '')}`),
          ]),
        ],
      },
      {
        type: 'paragraph',
        content: [label(words.email), lineBreak, link(emails.office, `mailto:${emails.office}`)],
      },
      ...(words.officeDays
        ? [
            {
              type: 'paragraph' as const,
              content: [
                label(words.officeHours),
                lineBreak,
                { type: 'text' as const, text: words.officeDays },
              ],
            },
          ]
        : []),
      ...(map.linkUrl
        ? [{ type: 'paragraph' as const, content: [link(words.largerMap, map.linkUrl)] }]
        : []),
    ],
  };
};

/** The demo school's ways to reach it, from its station, bus stand and airport. */
const howToReachUs: PageSection = {
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
};

export function ourLocationPage(school: SeedSchool): PageInput {
  const { name, hindi, map } = school;
  return {
    slug: 'our-location',
    title: 'Our Location',
    description: school.demo
      ? `How to find ${name}: ${school.address}. Map, phone numbers and directions from Bilaspur railway station and bus stand.`
      : `How to find ${name}: ${school.address}. Map, phone numbers and office hours.`,
    hi: {
      title: 'हमारा पता',
      description: school.demo
        ? `${name} तक कैसे पहुँचें: ${school.address}। नक्शा, फ़ोन नंबर और बिलासपुर रेलवे स्टेशन व बस स्टैंड से आने का रास्ता।`
        : `${hindi.name} तक कैसे पहुँचें: ${school.address}। नक्शा, फ़ोन नंबर और कार्यालय का समय।`,
      hero: {
        eyebrow: 'संपर्क',
        title: 'हमारा पता',
        lead: school.demo
          ? 'हमारा परिसर बिलासपुर के विद्या नगर में रिंग रोड नंबर 2 पर है, जहाँ रेलवे स्टेशन और बस स्टैंड दोनों से आसानी से पहुँचा जा सकता है।'
          : `हमारा परिसर ${hindi.city} में है। आने से पहले फ़ोन कर लें तो कार्यालय रास्ता बता देगा।`,
      },
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Our Location',
      lead: school.demo
        ? 'Our campus is on Ring Road No. 2 in Vidya Nagar, Bilaspur, within easy reach of the railway station and the bus stand.'
        : `Our campus is in ${school.city}. Call the office before you come and we will tell you the way.`,
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
            main: map.embedUrl
              ? [
                  {
                    type: 'map',
                    title: `Map showing the location of ${name}`,
                    hi: { title: `${name} की स्थिति दिखाता नक्शा` },
                    embedUrl: map.embedUrl,
                  },
                ]
              : [],
            side: [
              {
                type: 'aside',
                title: 'Address',
                doc: addressDoc(school, {
                  country: 'India',
                  phone: 'Phone',
                  email: 'E-mail',
                  officeHours: 'Office hours',
                  officeDays: school.officeHours,
                  largerMap: 'Open the map in a larger view',
                }),
                hi: {
                  title: 'पता',
                  doc: addressDoc(school, {
                    country: 'भारत',
                    phone: 'फ़ोन',
                    email: 'ई-मेल',
                    officeHours: 'कार्यालय का समय',
                    officeDays: hindi.officeHours || school.officeHours,
                    largerMap: 'नक्शा बड़े आकार में खोलें',
                  }),
                },
              },
            ],
          },
        ],
      },
      // The ways from the station, the bus stand and the airport are the demo school's; another
      // school writes its own in the Pages tab.
      ...(school.demo ? [howToReachUs] : []),
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
              {
                label: 'Parent visiting hours',
                to: '/parent-visiting-hours',
                variant: 'secondary',
              },
            ],
          },
        ],
      },
    ],
  };
}
