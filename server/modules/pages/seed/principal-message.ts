import type { PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

/** The letter signs with School information's principalName; the home page quotes its opening. */
export function principalMessagePage(school: SeedSchool): PageInput {
  const { name, emails, hindi } = school;
  return {
    slug: 'principal-message',
    title: "Principal's Message",
    description: `A letter from the Principal of ${name} on learning, character and partnership with parents, with the Principal's e-mail and visiting hours.`,
    hi: {
      title: 'प्रधानाचार्य का संदेश',
      description: `${hindi.name} के प्रधानाचार्य का पत्र: पढ़ाई, संस्कार और अभिभावकों के साथ साझेदारी पर, प्रधानाचार्य के ई-मेल और मिलने के समय के साथ।`,
      hero: {
        eyebrow: 'हमारे बारे में',
        title: 'प्रधानाचार्य का संदेश',
        lead: 'हमारे परिवारों का स्वागत, और कुछ बातें कि हम कैसे पढ़ाते हैं और किन मूल्यों को महत्व देते हैं।',
      },
    },
    hero: {
      eyebrow: 'About us',
      title: "Principal's Message",
      lead: 'A welcome to our families, and a few words on how we teach and what we value.',
    },
    sections: [
      {
        type: 'section',
        id: 'letter',
        title: 'A word from our Principal',
        hi: { title: 'प्रधानाचार्य की कलम से' },
        tone: 'plain',
        blocks: [
          {
            type: 'letter',
            hi: {
              greeting: 'प्रिय अभिभावकों और विद्यार्थियों,',
              paragraphs: [
                `${hindi.name} में आपका स्वागत है। हर सुबह जब हमारे बच्चे विद्यालय के गेट से अंदर आते हैं, मुझे याद आता है कि विद्यालय उसकी इमारतों से नहीं, उसके लोगों से बनता है: जिज्ञासु बच्चे, समर्पित शिक्षक और वे परिवार जो अपनी सबसे प्यारी चीज़ हमें सौंपते हैं।`,
                'हमारा लक्ष्य है कि हर बच्चा गहराई से सीखे और अच्छा जीवन जिए। हमारी कक्षाओं में बच्चे सिर्फ़ सुनते नहीं: वे सवाल पूछते हैं, विचारों को परखते हैं, गलतियाँ करते हैं और फिर से कोशिश करते हैं। सतत और व्यापक मूल्यांकन से हमारे शिक्षक देख पाते हैं कि हर बच्चा कैसा कर रहा है, और परीक्षा से बहुत पहले ही मदद कर पाते हैं।',
                'संस्कार उतने ही ज़रूरी हैं जितने अंक। मूल्य शिक्षा, सदन गतिविधियों और सेवा के ज़रिए बच्चे ईमानदारी, सम्मान और ज़िम्मेदारी सीखते हैं। खेल, संगीत और कला में वे अपनी प्रतिभा पहचानते हैं और जीत-हार दोनों को सहजता से लेना सीखते हैं।',
                'अभिभावक हमारे साथी हैं। कृपया डायरी पढ़ें, अभिभावक-शिक्षक बैठकों में आएँ, और जब भी आपको या आपके बच्चे को कोई बात परेशान करे, हमसे बात करें। छोटी चिंताएँ जल्दी बताई जाएँ तो सबसे आसानी से सुलझती हैं।',
                // The demo school's Principal writes as a woman; another school's letter starts in
                // words that fit any Principal.
                school.demo
                  ? 'मैं आपसे मिलने और आपके बच्चे के लिए मिलकर काम करने की प्रतीक्षा कर रही हूँ।'
                  : 'आपसे मिलने और आपके बच्चे के लिए मिलकर काम करने की मुझे प्रतीक्षा है।',
              ],
              closing: 'शुभकामनाओं सहित,',
              organisation: hindi.name,
              portrait: school.imageHi('principal', 'प्रधानाचार्य का चित्र'),
              contactHours: `प्रधानाचार्य सोमवार से शुक्रवार सुबह 9:00 से दोपहर 3:00 बजे तक अभिभावकों से ${school.demo ? 'मिलती' : 'मिलते'} हैं, बेहतर है कि पहले समय ले लें।`,
            },
            greeting: 'Dear Parents and Students,',
            paragraphs: [
              `Welcome to ${name}. Each morning, as our pupils walk through the gate, I am reminded that a school is not its buildings but its people: curious children, committed teachers and families who trust us with what they love most.`,
              'Our aim is to help every child learn deeply and live well. In our classrooms, pupils do not only listen: they ask questions, test ideas, make mistakes and try again. Continuous and comprehensive evaluation lets our teachers see how each child is doing and act early, long before an examination.',
              'Character matters as much as marks. Through value education, house activities and service, our pupils learn honesty, respect and responsibility. Through sport, music and art they discover talents and learn to win and lose with grace.',
              'Parents are our partners. Please read the diary, come to parent-teacher meetings and talk to us whenever something worries you or your child. Small concerns are easiest to solve when they are raised early.',
              'I look forward to meeting you and to working together for your child.',
            ],
            closing: 'Warm regards,',
            signedBy: 'principal',
            organisation: name,
            portrait: school.image('principal'),
            contactEmail: emails.principal,
            contactHours:
              'The Principal meets parents from 9:00 AM to 3:00 PM, Monday to Friday, preferably by appointment.',
          },
        ],
      },
    ],
  };
}
