import type { PageInput } from '#contracts/content/pages.ts';
import { homePageSlug, schoolNameToken } from '#contracts/content/page-reading.ts';
import { pictureSlots, type PictureSlot, type SchoolSettings } from '#contracts/school-settings.ts';
import { pictureAlt, schoolWords } from '#contracts/school-profile.ts';

/**
 * The home page a site starts with (decision 0018): the welcome band, the school's own bands
 * (campus pictures, programmes, the visit banner, parents' words) and the live ones (latest
 * news, the Principal's letter, the calendar, the newest gallery posts), in the original site's
 * order. Staff then edit it in the Pages tab like any page. The school's name is never written
 * into it: `{school}` in the heading and the description stands for the name in the settings.
 */
export function homePage(school: SchoolSettings): PageInput {
  const en = schoolWords(school, 'en');
  const hi = schoolWords(school, 'hi');
  // A picture the settings left undescribed still says what it shows: the slot's name.
  const picture = (slot: PictureSlot) => {
    const { src, width, height, alt } = school.pictures[slot];
    return { src, width, height, alt: alt || pictureSlots[slot] };
  };
  const altHi = (slot: PictureSlot) => ({
    alt: pictureAlt(school.pictures[slot], 'hi') || pictureSlots[slot],
  });
  const sentence = (text: string, stop: string) => (text ? ` ${text}${stop}` : '');

  const slides: Array<[PictureSlot, string, string]> = [
    ['campus', 'Modern Secure and Safe Infrastructure', 'आधुनिक, सुरक्षित और संरक्षित भवन'],
    ['bus', 'Bus Facility Available', 'बस सुविधा उपलब्ध'],
    ['students', 'Students at Our Campus', 'हमारे परिसर में विद्यार्थी'],
    ['classroom', 'State-of-the-Art Classrooms', 'आधुनिक सुविधाओं वाली कक्षाएँ'],
    ['library', 'A Well-Stocked Library', 'समृद्ध पुस्तकालय'],
    ['lifeScience', 'Exploring Life Sciences', 'जीव विज्ञान की खोज'],
    ['physicsLab', 'Hands-On Learning in Physics', 'भौतिकी में करके सीखना'],
    ['chemistryLab', 'Experimenting with Science', 'विज्ञान के प्रयोग'],
  ];
  // Upper School starts at class 9, as the programmes below and the header say.
  const levels = [
    ['Pre-Primary', 'Playgroup to Sr.KG', 'प्री-प्राइमरी', 'प्लेग्रुप से सीनियर केजी'],
    ['Primary', 'Grade 1 to 5', 'प्राइमरी', 'कक्षा 1 से 5'],
    ['Middle School', 'Grade 6 to 8', 'मिडिल स्तर', 'कक्षा 6 से 8'],
    ['Upper School', 'Grade 9 to 12', 'अपर स्तर', 'कक्षा 9 से 12'],
  ] as const;
  const programmes = [
    {
      slot: 'prePrimary',
      to: '/academics-pre-primary',
      en: [
        'Pre-Primary',
        'Nursery to KG-2',
        'Play-based learning that builds curiosity, language, early numbers and confidence in a warm, safe setting.',
      ],
      hi: [
        'प्री-प्राइमरी',
        'नर्सरी से केजी-2',
        'खेल-खेल में सीखना, जो एक स्नेहपूर्ण और सुरक्षित माहौल में जिज्ञासा, भाषा, शुरुआती गिनती और आत्मविश्वास बढ़ाता है।',
      ],
    },
    {
      slot: 'primary',
      to: '/academics-primary',
      en: [
        'Primary',
        'Classes 1 to 5',
        'Inquiry-based lessons with continuous and comprehensive evaluation, so every child gets strong foundations.',
      ],
      hi: [
        'प्राइमरी',
        'कक्षा 1 से 5',
        'खोज पर आधारित पाठ और सतत एवं व्यापक मूल्यांकन, ताकि हर बच्चे की नींव मज़बूत बने।',
      ],
    },
    {
      slot: 'middle',
      to: '/academics-middle',
      en: [
        'Middle School',
        'Classes 6 to 8',
        'Integrated subjects, projects and inter-house competitions that grow independent, confident learners.',
      ],
      hi: [
        'मिडिल स्तर',
        'कक्षा 6 से 8',
        'एकीकृत विषय, प्रोजेक्ट और अंतर-सदन प्रतियोगिताएँ, जो आत्मनिर्भर और आत्मविश्वासी विद्यार्थी बनाती हैं।',
      ],
    },
    {
      slot: 'upper',
      to: '/academics-upper',
      en: [
        'Upper School',
        'Secondary, classes 9 to 12',
        'Board preparation, science labs, career guidance and leadership for the years that shape the future.',
      ],
      hi: [
        'सीनियर स्तर',
        'माध्यमिक, कक्षा 9 से 12',
        'बोर्ड परीक्षा की तैयारी, विज्ञान प्रयोगशालाएँ, करियर मार्गदर्शन और नेतृत्व — उन वर्षों के लिए जो भविष्य गढ़ते हैं।',
      ],
    },
  ] as const;
  const testimonials = [
    {
      slot: 'parent1',
      en: [
        'Our daughter looks forward to school every morning. Her teachers know her well and tell us quickly how she is doing and where she needs help.',
        'Anjali Sharma',
        'Parent of Class 2 Student',
      ],
      hi: [
        'हमारी बेटी हर सुबह विद्यालय जाने का इंतज़ार करती है। उसकी शिक्षिकाएँ उसे अच्छी तरह जानती हैं और हमें जल्दी बता देती हैं कि वह कैसा कर रही है और उसे कहाँ मदद चाहिए।',
        'अंजलि शर्मा',
        'कक्षा 2 में पढ़ रही बेटी की अभिभावक',
      ],
    },
    {
      slot: 'parent2',
      en: [
        'The smart classrooms and the science activities have made my son curious about everything. He explains his experiments to us at dinner.',
        'Rakesh Verma',
        'Parent of Class 4 Student',
      ],
      hi: [
        'स्मार्ट कक्षाओं और विज्ञान की गतिविधियों ने मेरे बेटे में हर चीज़ के लिए जिज्ञासा जगा दी है। रात के खाने पर वह हमें अपने प्रयोग समझाता है।',
        'राकेश वर्मा',
        'कक्षा 4 में पढ़ रहे बेटे के अभिभावक',
      ],
    },
    {
      slot: 'parent3',
      en: [
        'The house system gave our child confidence. She took part in debate and athletics for the first time, and the school celebrated every effort.',
        'Meera Iyer',
        'Parent of Class 6 Student',
      ],
      hi: [
        'सदन व्यवस्था से हमारी बच्ची में आत्मविश्वास आया। उसने पहली बार वाद-विवाद और एथलेटिक्स में भाग लिया, और विद्यालय ने उसकी हर कोशिश की सराहना की।',
        'मीरा अय्यर',
        'कक्षा 6 में पढ़ रही बेटी की अभिभावक',
      ],
    },
    {
      slot: 'parent4',
      en: [
        'We value the focus on character as much as on marks. The teachers are approachable and the campus feels safe and well cared for.',
        'Sandeep Patel',
        'Parent of Class 8 Student',
      ],
      hi: [
        'हमें अच्छा लगता है कि यहाँ अंकों जितना ही ध्यान चरित्र पर दिया जाता है। शिक्षक आसानी से मिलते हैं और परिसर सुरक्षित और सुव्यवस्थित है।',
        'संदीप पटेल',
        'कक्षा 8 में पढ़ रहे बेटे के अभिभावक',
      ],
    },
    {
      slot: 'parent5',
      en: [
        'In the board year the guidance was calm and clear: regular tests, extra help when needed and honest advice about the next steps.',
        'Farah Khan',
        'Parent of Class 10 Student',
      ],
      hi: [
        'बोर्ड परीक्षा वाले साल में मार्गदर्शन शांत और स्पष्ट रहा: नियमित टेस्ट, ज़रूरत पड़ने पर अतिरिक्त मदद और आगे की राह के बारे में सच्ची सलाह।',
        'फ़राह ख़ान',
        'कक्षा 10 में पढ़ रही बेटी की अभिभावक',
      ],
    },
  ] as const;

  // A school that gave no founding year claims none.
  const founded = school.established;
  return {
    slug: homePageSlug,
    title: 'Home',
    description: `${schoolNameToken} is a ${en.board}-affiliated co-educational school in ${en.city} for ${en.classes}${founded ? `, founded in ${founded}` : ''}. News, calendar, programs and admissions.`,
    hi: {
      title: 'मुख पृष्ठ',
      description: `${schoolNameToken} ${hi.city} का ${hi.board} से संबद्ध सह-शिक्षा विद्यालय है — ${hi.classes} तक${founded ? `, स्थापना ${founded}` : ''}। समाचार, कैलेंडर, शैक्षिक कार्यक्रम और प्रवेश की जानकारी।`,
      hero: {
        eyebrow: founded ? `${hi.board} से संबद्ध · स्थापना ${founded}` : `${hi.board} से संबद्ध`,
        title: `${schoolNameToken} में आपका स्वागत है`,
        lead: `${hi.city} का एक स्नेहपूर्ण और ऊँचे लक्ष्यों वाला विद्यालय — ${hi.classes} तक।${sentence(hi.tagline, '।')}`,
        image: altHi('assembly'),
        actions: [
          { label: 'प्रवेश हेतु आवेदन करें' },
          { label: 'विद्यालय देखने आएँ' },
          { label: 'अनिवार्य सार्वजनिक प्रकटीकरण' },
        ],
      },
    },
    // CBSE wants the Mandatory Public Disclosure linked prominently from the home page's first
    // screen (circulars 03/2021 and 09/2021). Apply Now goes through /enquiry-form, which leads
    // to the admission form the settings name.
    hero: {
      eyebrow: founded ? `${en.board} affiliated · Est. ${founded}` : `${en.board} affiliated`,
      title: `Welcome to ${schoolNameToken}`,
      lead: `A caring, ambitious school in ${en.city} for ${en.classes}.${sentence(en.tagline, '.')}`,
      image: picture('assembly'),
      actions: [
        { label: 'Apply Now', to: '/enquiry-form', external: true, variant: 'accent' },
        { label: 'Book a School Tour', to: '/contact', variant: 'light' },
        { label: 'Mandatory Public Disclosure', to: '/mandatory-disclosure', variant: 'light' },
      ],
    },
    sections: [
      {
        type: 'section',
        id: 'latest-news',
        eyebrow: "What's new",
        title: 'Latest News',
        tone: 'plain',
        hi: { eyebrow: 'नया क्या है', title: 'ताज़ा समाचार' },
        blocks: [{ type: 'latestNews' }],
      },
      {
        type: 'section',
        id: 'campus',
        eyebrow: 'Our campus',
        title: 'Life at Our Campus',
        tone: 'muted',
        hi: { eyebrow: 'हमारा परिसर', title: 'हमारे परिसर का जीवन' },
        blocks: [
          {
            type: 'slides',
            label: 'Campus pictures',
            slides: slides.map(([slot, caption]) => ({ caption, image: picture(slot) })),
            levels: levels.map(([name, classes]) => ({ name, classes })),
            hi: {
              label: 'परिसर की तस्वीरें',
              slides: slides.map(([slot, , caption]) => ({ caption, image: altHi(slot) })),
              levels: levels.map(([, , name, classes]) => ({ name, classes })),
            },
          },
        ],
      },
      {
        type: 'section',
        id: 'programs',
        eyebrow: 'Academics',
        title: 'Educational Programs',
        intro: 'A clear path from the first day of nursery to the last board examination.',
        tone: 'plain',
        hi: {
          eyebrow: 'शिक्षा',
          title: 'शैक्षिक कार्यक्रम',
          intro: 'नर्सरी के पहले दिन से बोर्ड की आख़िरी परीक्षा तक, एक स्पष्ट राह।',
        },
        blocks: [
          {
            type: 'programmes',
            items: programmes.map(({ slot, to, en: [title, classes, description] }) => ({
              title,
              classes,
              description,
              to,
              image: picture(slot),
            })),
            hi: {
              items: programmes.map(({ slot, hi: [title, classes, description] }) => ({
                title,
                classes,
                description,
                image: altHi(slot),
              })),
            },
          },
        ],
      },
      {
        type: 'section',
        id: 'tour',
        title: 'Book a School Tour',
        intro:
          'See our classrooms, labs and grounds and meet our teachers. Tours run Monday to Saturday, and walk-ins are welcome.',
        hi: {
          title: 'विद्यालय देखने आएँ',
          intro:
            'हमारी कक्षाएँ, प्रयोगशालाएँ और मैदान देखें और हमारे शिक्षकों से मिलें। विद्यालय भ्रमण सोमवार से शनिवार तक होता है, और बिना पूर्व सूचना के आने वालों का भी स्वागत है।',
        },
        blocks: [{ type: 'tourBanner', to: '/contact' }],
      },
      {
        type: 'section',
        id: 'principal',
        eyebrow: "From the Principal's desk",
        title: 'A Warm Welcome',
        tone: 'muted',
        hi: { eyebrow: 'प्रधानाचार्य की कलम से', title: 'हार्दिक स्वागत' },
        blocks: [{ type: 'principalExcerpt' }],
      },
      {
        type: 'section',
        id: 'calendar',
        eyebrow: 'Plan ahead',
        title: 'Academic Calendar',
        intro: "Choose a date to see the school's events and holidays.",
        tone: 'plain',
        hi: {
          eyebrow: 'आगे की योजना बनाएँ',
          title: 'शैक्षणिक कैलेंडर',
          intro: 'कोई तारीख चुनें और उस दिन के विद्यालय कार्यक्रम व अवकाश देखें।',
        },
        blocks: [{ type: 'calendar' }],
      },
      {
        type: 'section',
        id: 'testimonials',
        title: 'Testimonials',
        tone: 'muted',
        hi: { title: 'अभिभावकों की राय' },
        blocks: [
          {
            type: 'testimonials',
            // The photos are drawn beside the words that name the parent: no alt text.
            items: testimonials.map(({ slot, en: [quote, name, relation] }) => ({
              quote,
              name,
              relation,
              image: { ...picture(slot), alt: '' },
            })),
            hi: {
              items: testimonials.map(({ hi: [quote, name, relation] }) => ({
                quote,
                name,
                relation,
              })),
            },
          },
        ],
      },
      {
        type: 'section',
        id: 'gallery',
        title: 'Our Gallery',
        intro: 'Our School Values in Action',
        tone: 'plain',
        hi: { title: 'हमारी चित्र दीर्घा', intro: 'व्यवहार में हमारे विद्यालय के मूल्य' },
        blocks: [{ type: 'valuesGallery' }],
      },
    ],
  };
}
