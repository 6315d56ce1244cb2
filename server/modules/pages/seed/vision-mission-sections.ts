import { richTextOf, type PageInput, type PageSection } from '#contracts/content/pages.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

// /our-mission and /our-vision are one page leading with the mission or with the vision: one
// source for the two statements, the principles, the pictures and the closing quote.

type Statement = { id: string; title: string; text: string; hi: { title: string; text: string } };
type Principles = { title: string; intro: string; hi: { title: string; intro: string } };

export const missionStatement: Statement = {
  id: 'mission',
  title: 'Our Mission',
  text: 'To give every child a safe, caring and challenging place to learn; to teach with rigour, warmth and imagination; and to partner with families so that each pupil grows in knowledge, character and confidence.',
  hi: {
    title: 'हमारा ध्येय',
    text: 'हर बच्चे को सीखने के लिए सुरक्षित, स्नेह भरा और चुनौती देने वाला वातावरण देना; अनुशासन, अपनेपन और कल्पनाशीलता के साथ पढ़ाना; और परिवारों के साथ मिलकर काम करना, ताकि हर विद्यार्थी ज्ञान, चरित्र और आत्मविश्वास में आगे बढ़े।',
  },
};

export const visionStatement: Statement = {
  id: 'vision',
  title: 'Our Vision',
  text: 'To be a school where Indian values and modern learning meet, and from which young people go out curious, capable and kind, ready to shape a changing world and to serve their community.',
  hi: {
    title: 'हमारी दृष्टि',
    text: 'ऐसा विद्यालय बनना जहाँ भारतीय मूल्य और आधुनिक शिक्षा एक साथ मिलें, और जहाँ से युवा जिज्ञासु, सक्षम और दयालु बनकर निकलें, बदलती दुनिया को दिशा देने और अपने समाज की सेवा करने के लिए तैयार।',
  },
};

/** The closing quote's Hindi, for the page's own `hi` (where a page's closing band is translated). */
export const visionMissionCtaHi = {
  title: '“शिक्षा मनुष्य में पहले से विद्यमान पूर्णता की अभिव्यक्ति है।”',
  text: '— स्वामी विवेकानंद',
  actions: [{ label: 'मिलने का समय तय करें' }, { label: 'हमारे विद्यालय के बारे में' }],
};

/** The two statements, the page's own first, then the principles, the pictures and the quote. */
export function visionMissionSections(
  school: SeedSchool,
  first: Statement,
  second: Statement,
  principles: Principles,
): Pick<PageInput, 'sections' | 'cta'> {
  const statement = (item: Statement, tone: 'plain' | 'muted'): PageSection => ({
    type: 'section',
    id: item.id,
    title: item.title,
    hi: { title: item.hi.title },
    tone,
    blocks: [
      { type: 'richText', doc: richTextOf([item.text]), hi: { doc: richTextOf([item.hi.text]) } },
    ],
  });
  return {
    sections: [
      statement(first, 'plain'),
      statement(second, 'muted'),
      {
        type: 'section',
        id: 'principles',
        title: principles.title,
        intro: principles.intro,
        hi: principles.hi,
        tone: 'plain',
        blocks: [
          {
            type: 'cards',
            minWidth: '15rem',
            hi: {
              items: [
                {
                  title: 'सर्वांगीण विकास',
                  text: 'हम पूरे बच्चे की चिंता करते हैं: मन, शरीर, भावनाएँ और चरित्र, केवल अंक नहीं।',
                },
                {
                  title: 'नेतृत्व और टीम भावना',
                  text: 'सदन के दायित्व, कक्षा परिषदें और समूह प्रोजेक्ट विद्यार्थियों को नेतृत्व करना, दूसरों की सुनना और श्रेय बाँटना सिखाते हैं।',
                },
                {
                  title: 'रचनात्मकता और नवाचार',
                  text: 'कला, संगीत, कुछ बनाकर सीखना और खुले प्रश्न बच्चों को कल्पना करने और नए विचार आज़माने की जगह देते हैं।',
                },
                {
                  title: 'भविष्य के लिए तैयार शिक्षा',
                  text: 'स्मार्ट कक्षाएँ, कोडिंग, उद्यमिता (FLIP) और साइबर-समझ (DCP) विद्यार्थियों को आने वाले कल के लिए तैयार करते हैं।',
                },
                {
                  title: 'सांस्कृतिक मूल्य',
                  text: 'बड़ों का आदर, कृतज्ञता और ईमानदारी कहानियों, त्योहारों और रोज़ की दिनचर्या से सिखाई जाती है।',
                },
                {
                  title: 'विरासत के साथ आधुनिकता',
                  text: 'हम भारतीय भाषाओं, कलाओं और परंपराओं का उत्सव मनाते हैं और साथ ही विज्ञान और वैश्विक विचारों को अपनाते हैं।',
                },
                {
                  title: 'पर्यावरण के प्रति जागरूकता',
                  text: 'बागवानी, कचरे की छँटाई और पानी की बचत से धरती की देखभाल एक पाठ नहीं, आदत बन जाती है।',
                },
                {
                  title: 'हर बच्चे की अपनी क्षमता',
                  text: 'छोटी कक्षाएँ और ध्यान देने वाले शिक्षक हर बच्चे को अपनी खूबियाँ पहचानने और अपनी गति से आगे बढ़ने में मदद करते हैं।',
                },
              ],
            },
            items: [
              {
                title: 'Holistic Development',
                icon: 'heart',
                text: 'We care for the whole child: mind, body, feelings and character, not marks alone.',
              },
              {
                title: 'Leadership & Teamwork',
                icon: 'users',
                text: 'House duties, class councils and group projects teach pupils to lead, to listen and to share credit.',
              },
              {
                title: 'Creativity & Innovation',
                icon: 'lightbulb',
                text: 'Art, music, making and open questions give children room to imagine and to try new ideas.',
              },
              {
                title: 'Future-Ready Education',
                icon: 'cpu',
                text: 'Smart classrooms, coding, entrepreneurship (FLIP) and cyber smartness (DCP) prepare pupils for tomorrow.',
              },
              {
                title: 'Cultural Values',
                icon: 'sparkles',
                text: 'Respect for elders, gratitude and honesty are taught through stories, festivals and daily routines.',
              },
              {
                title: 'Heritage with Modernity',
                icon: 'landmark',
                text: 'We celebrate Indian languages, arts and traditions while embracing science and global ideas.',
              },
              {
                title: 'Environmental Awareness',
                icon: 'leaf',
                text: 'Gardening, waste sorting and water saving make care for the planet a habit, not a lesson.',
              },
              {
                title: 'Individual Potential',
                icon: 'target',
                text: 'Small classes and attentive teachers help each child find their strengths and grow at their own pace.',
              },
            ],
          },
        ],
      },
      {
        type: 'section',
        id: 'campus-life',
        title: 'Campus life',
        intro: 'A glimpse of an ordinary school day.',
        hi: { title: 'परिसर का जीवन', intro: 'विद्यालय के एक सामान्य दिन की झलक।' },
        tone: 'muted',
        blocks: [
          {
            type: 'cards',
            hi: {
              items: [
                { title: 'सुबह की प्रार्थना सभा', image: imageHi(school, 'assembly') },
                { title: 'आँगन में पनपती दोस्तियाँ', image: imageHi(school, 'students') },
                { title: 'हर सप्ताह खेल और एथलेटिक्स', image: imageHi(school, 'sports') },
              ],
            },
            items: [
              { title: 'Morning assembly', image: school.image('assembly') },
              { title: 'Friendships across the courtyard', image: school.image('students') },
              { title: 'Games and athletics every week', image: school.image('sports') },
            ],
          },
        ],
      },
    ],
    cta: {
      title: '“Education is the manifestation of the perfection already in man.”',
      text: '— Swami Vivekananda',
      actions: [
        { label: 'Schedule a Visit', to: '/contact' },
        { label: 'About Our School', to: '/our-school' },
      ],
    },
  };
}
