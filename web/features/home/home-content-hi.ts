import { schoolImages, type SiteImage } from '#contracts/school-images.ts';
import type { HomeText, Testimonial } from './home-content.ts';

/** A picture of ./home-content.ts with its description in Hindi. */
const described = (image: SiteImage, alt: string): SiteImage => ({ ...image, alt });

const parentPhotos = schoolImages.testimonialParents;

const testimonials: Testimonial[] = [
  {
    quote:
      'हमारी बेटी हर सुबह विद्यालय जाने का इंतज़ार करती है। उसकी शिक्षिकाएँ उसे अच्छी तरह जानती हैं और हमें जल्दी बता देती हैं कि वह कैसा कर रही है और उसे कहाँ मदद चाहिए।',
    name: 'अंजलि शर्मा',
    designation: 'कक्षा 2 में पढ़ रही बेटी की अभिभावक',
    image: parentPhotos[0],
  },
  {
    quote:
      'स्मार्ट कक्षाओं और विज्ञान की गतिविधियों ने मेरे बेटे में हर चीज़ के लिए जिज्ञासा जगा दी है। रात के खाने पर वह हमें अपने प्रयोग समझाता है।',
    name: 'राकेश वर्मा',
    designation: 'कक्षा 4 में पढ़ रहे बेटे के अभिभावक',
    image: parentPhotos[1],
  },
  {
    quote:
      'सदन व्यवस्था से हमारी बच्ची में आत्मविश्वास आया। उसने पहली बार वाद-विवाद और एथलेटिक्स में भाग लिया, और विद्यालय ने उसकी हर कोशिश की सराहना की।',
    name: 'मीरा अय्यर',
    designation: 'कक्षा 6 में पढ़ रही बेटी की अभिभावक',
    image: parentPhotos[2],
  },
  {
    quote:
      'हमें अच्छा लगता है कि यहाँ अंकों जितना ही ध्यान चरित्र पर दिया जाता है। शिक्षक आसानी से मिलते हैं और परिसर सुरक्षित और सुव्यवस्थित है।',
    name: 'संदीप पटेल',
    designation: 'कक्षा 8 में पढ़ रहे बेटे के अभिभावक',
    image: parentPhotos[3],
  },
  {
    quote:
      'बोर्ड परीक्षा वाले साल में मार्गदर्शन शांत और स्पष्ट रहा: नियमित टेस्ट, ज़रूरत पड़ने पर अतिरिक्त मदद और आगे की राह के बारे में सच्ची सलाह।',
    name: 'फ़राह ख़ान',
    designation: 'कक्षा 10 में पढ़ रही बेटी की अभिभावक',
    image: parentPhotos[4],
  },
];

/**
 * The home page's own text on /hi: the same shape as the English (./home-content.ts), chosen by
 * the route's loader, so neither language's text reaches the page's scripts.
 */
export const homeTextHi: HomeText = {
  campusSlides: [
    {
      caption: 'आधुनिक, सुरक्षित और संरक्षित भवन',
      image: described(schoolImages.campus, 'सामने लॉन और ध्वज-स्तंभ के साथ विद्यालय भवन'),
    },
    {
      caption: 'बस सुविधा उपलब्ध',
      image: described(schoolImages.bus, 'परिसर के बस स्टैंड पर खड़ी पीली विद्यालय बस'),
    },
    {
      caption: 'हमारे परिसर में विद्यार्थी',
      image: described(schoolImages.students, 'परिसर के आँगन में साथ चलते विद्यार्थी'),
    },
    {
      caption: 'आधुनिक सुविधाओं वाली कक्षाएँ',
      image: described(schoolImages.classroom, 'स्मार्ट बोर्ड और डेस्क वाली रोशन कक्षा'),
    },
    {
      caption: 'समृद्ध पुस्तकालय',
      image: described(schoolImages.library, 'किताबों से भरी अलमारियाँ और पढ़ने की मेज़'),
    },
    {
      caption: 'जीव विज्ञान की खोज',
      image: described(
        schoolImages.lifeScience,
        'जीव विज्ञान प्रयोगशाला की मेज़ पर सूक्ष्मदर्शी और पौधों के नमूने',
      ),
    },
    {
      caption: 'भौतिकी में करके सीखना',
      image: described(schoolImages.physicsLab, 'भौतिकी प्रयोगशाला में लोलक, लेंस और सर्किट बोर्ड'),
    },
    {
      caption: 'विज्ञान के प्रयोग',
      image: described(
        schoolImages.chemistryLab,
        'प्रयोगशाला की मेज़ पर रसायन के फ़्लास्क और काँच के उपकरण',
      ),
    },
  ],
  schoolLevels: [
    { name: 'प्री-प्राइमरी', range: 'प्लेग्रुप से सीनियर केजी' },
    { name: 'प्राइमरी', range: 'कक्षा 1 से 5' },
    { name: 'मिडिल स्तर', range: 'कक्षा 6 से 8' },
    { name: 'अपर स्तर', range: 'कक्षा 9 से 12' },
  ],
  programs: [
    {
      title: 'प्री-प्राइमरी',
      classes: 'नर्सरी से केजी-2',
      description:
        'खेल-खेल में सीखना, जो एक स्नेहपूर्ण और सुरक्षित माहौल में जिज्ञासा, भाषा, शुरुआती गिनती और आत्मविश्वास बढ़ाता है।',
      to: '/academics-pre-primary',
      image: described(schoolImages.prePrimary, 'रंग-बिरंगी कक्षा में ब्लॉक से खेलते छोटे बच्चे'),
    },
    {
      title: 'प्राइमरी',
      classes: 'कक्षा 1 से 5',
      description: 'खोज पर आधारित पाठ और सतत एवं व्यापक मूल्यांकन, ताकि हर बच्चे की नींव मज़बूत बने।',
      to: '/academics-primary',
      image: described(schoolImages.primary, 'कक्षा में साथ पढ़ते प्राइमरी के विद्यार्थी'),
    },
    {
      title: 'मिडिल स्तर',
      classes: 'कक्षा 6 से 8',
      description:
        'एकीकृत विषय, प्रोजेक्ट और अंतर-सदन प्रतियोगिताएँ, जो आत्मनिर्भर और आत्मविश्वासी विद्यार्थी बनाती हैं।',
      to: '/academics-middle',
      image: described(schoolImages.middle, 'विज्ञान प्रोजेक्ट पर काम करते मिडिल स्तर के विद्यार्थी'),
    },
    {
      title: 'सीनियर स्तर',
      classes: 'माध्यमिक, कक्षा 9 से 12',
      description:
        'बोर्ड परीक्षा की तैयारी, विज्ञान प्रयोगशालाएँ, करियर मार्गदर्शन और नेतृत्व — उन वर्षों के लिए जो भविष्य गढ़ते हैं।',
      to: '/academics-upper',
      image: described(schoolImages.upper, 'पुस्तकालय में पढ़ते वरिष्ठ विद्यार्थी'),
    },
  ],
  tourBanner: {
    title: 'विद्यालय देखने आएँ',
    text: 'हमारी कक्षाएँ, प्रयोगशालाएँ और मैदान देखें और हमारे शिक्षकों से मिलें। विद्यालय भ्रमण सोमवार से शनिवार तक होता है, और बिना पूर्व सूचना के आने वालों का भी स्वागत है।',
  },
  testimonials,
};
