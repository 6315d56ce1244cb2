import type { PageInput } from '#contracts/content/pages.ts';
import { imageHi } from './image-alts-hi.ts';
import { journeySections, visitInvitation, visitInvitationHi } from './leader-message-sections.ts';
import type { SeedSchool } from './seed-school.ts';

export function directorMessagePage(school: SeedSchool): PageInput {
  const { name, hindi, demo } = school;
  // The Director's gender in the Hindi and the demo school's tagline are its own; other schools'
  // pages start without them.
  return {
    slug: 'director-message',
    title: "Director's Message",
    description: `A letter from the Director of ${name}: heritage and modern learning together, care and safety first, and an open door for every family.`,
    hi: {
      title: 'निदेशक का संदेश',
      description: `${hindi.name} के निदेशक का पत्र: विरासत और आधुनिक शिक्षा साथ-साथ, देखभाल और सुरक्षा सबसे पहले, और हर परिवार के लिए खुला दरवाज़ा।`,
      hero: {
        eyebrow: 'हमारे बारे में',
        title: 'निदेशक का संदेश',
        lead: 'हमने यह विद्यालय क्यों बनाया, हर बच्चे के लिए हमारी क्या आशा है, और परिवार हमसे क्या अपेक्षा रख सकते हैं।',
      },
      cta: visitInvitationHi,
    },
    hero: {
      eyebrow: 'About us',
      title: "Director's Message",
      lead: 'Why we built this school, what we hope for every child, and what families can expect from us.',
    },
    sections: [
      {
        type: 'section',
        id: 'letter',
        title: 'A word from our Director',
        hi: { title: 'निदेशक की कलम से' },
        tone: 'plain',
        blocks: [
          {
            type: 'letter',
            hi: {
              greeting: 'प्रिय अभिभावकों, विद्यार्थियों और मित्रों,',
              paragraphs: [
                `${hindi.name} में आपका स्वागत करना मेरे लिए सम्मान की बात है। जब हमने इस विद्यालय की योजना बनानी शुरू की, तो खुद से एक सीधा-सा प्रश्न पूछा: हम अपने बच्चों के लिए क्या चाहेंगे? तब से इसी उत्तर ने हर निर्णय की राह दिखाई है, कक्षाओं की बनावट से लेकर उन शिक्षकों तक जिन्हें हम अपने साथ जुड़ने के लिए बुलाते हैं।`,
                'हम चाहते हैं कि हमारे विद्यार्थी दो दुनियाओं में सहज रहें। एक है भारत की विरासत की दुनिया: उसकी भाषाएँ, उसके त्योहार, शिक्षकों और बड़ों के प्रति उसका आदर, और यह विचार कि सीखना भी सेवा का एक रूप है। दूसरी है विज्ञान, तकनीक और वैश्विक विचारों की दुनिया, जिसमें वे अपना जीवन बनाएँगे। अच्छा विद्यालय बच्चों से इन दोनों में से किसी एक को चुनने को नहीं कहता।',
                'इसीलिए हमारी समय-सारणी में सीबीएसई पाठ्यक्रम के साथ मूल्य शिक्षा, संगीत, कला और खेल को पूरा समय मिलता है, और इसीलिए FLIP और DCP जैसे कार्यक्रम छोटी उम्र से ही उद्यमिता और साइबर-समझ सिखाते हैं। इसीलिए हम अपने लोगों पर भी निवेश करते हैं: हर शिक्षक हर वर्ष कम से कम 60 घंटे का व्यावसायिक प्रशिक्षण पूरा करता है।',
                'सुरक्षा और देखभाल सबसे पहले आती हैं। हमारे आई-केयर कार्यक्रम के तहत परिसर में और हमारी बसों में हर बच्चे की देखरेख प्रशिक्षित लोग करते हैं, और हर अभिभावक जानता है कि ज़रूरत पड़ने पर किसे फ़ोन करना है।',
                demo
                  ? 'विद्यालय एक साझेदारी है। मैं आपको आमंत्रित करता हूँ कि आप हमसे मिलने आएँ, प्रश्न पूछें और इस वेबसाइट पर किए गए वादों के लिए हमें जवाबदेह ठहराएँ। हमारे दरवाज़े खुले हैं।'
                  : 'विद्यालय एक साझेदारी है। आप हमसे मिलने आएँ, प्रश्न पूछें और इस वेबसाइट पर किए गए वादों के लिए हमें जवाबदेह ठहराएँ: यह आपको मेरा खुला निमंत्रण है। हमारे दरवाज़े खुले हैं।',
              ],
              closing: 'हार्दिक शुभकामनाओं सहित,',
              role: 'निदेशक',
              organisation: hindi.name,
              portrait: imageHi(school, 'director'),
            },
            greeting: 'Dear Parents, Students and Friends,',
            paragraphs: [
              `It is a privilege to welcome you to ${name}. When we began planning this school, we asked ourselves a simple question: what would we want for our own children? The answer has guided every decision since, from the design of our classrooms to the teachers we invite to join us.`,
              "We want our pupils to be at home in two worlds. One is the world of India's heritage: its languages, its festivals, its respect for teachers and elders, its idea that learning is a form of service. The other is the world of science, technology and global ideas in which they will build their lives. A good school does not make children choose between the two.",
              'That is why our timetable gives real time to value education, music, art and sport alongside the CBSE curriculum, and why programmes such as FLIP and DCP teach entrepreneurship and cyber smartness from an early age. It is also why we invest in our people: every teacher completes at least 60 hours of professional development each year.',
              'Safety and care come first. Through our I-Care programme, every child on our campus and in our buses is looked after by trained adults, and every parent knows whom to call.',
              'A school is a partnership. I invite you to visit us, to ask questions and to hold us to the promises on this website. Our doors are open.',
            ],
            closing: 'With warm regards,',
            signedBy: 'other',
            role: 'Director',
            organisation: name,
            portrait: school.image('director'),
          },
        ],
      },
      {
        type: 'section',
        id: 'who-we-are',
        title: 'Who we are',
        hi: { title: 'हम कौन हैं' },
        tone: 'muted',
        blocks: [
          {
            type: 'cards',
            hi: {
              items: [
                {
                  title: 'हमारा परिसर',
                  text: 'स्मार्ट बोर्ड वाली रोशन कक्षाएँ, अच्छी तरह सुसज्जित प्रयोगशालाएँ, पुस्तकालय, संगीत और कला कक्ष और खुले खेल के मैदान, सब एक सुरक्षित द्वार के भीतर, सीसीटीवी और प्रशिक्षित कर्मचारियों के साथ।',
                  image: imageHi(school, 'campus'),
                },
                {
                  title: 'हमारी सोच',
                  text: `${demo ? 'संस्कारों में रचे-बसे, कल के लिए तैयार: हम' : hindi.tagline ? `${hindi.tagline}: हम` : 'हम'} बच्चों को खुद सोचना, दूसरों के साथ मिलकर काम करना और विद्यालय में तथा उसके बाहर भी ईमानदारी और दयालुता से व्यवहार करना सिखाते हैं।`,
                  image: imageHi(school, 'library'),
                },
              ],
            },
            items: [
              {
                title: 'Our Campus',
                text: 'Bright classrooms with smart boards, well-equipped laboratories, a library, music and art rooms and open sports grounds, all behind one secure gate with CCTV and trained staff.',
                image: school.image('campus'),
              },
              {
                title: 'Our Philosophy',
                text: `${school.tagline ? `${school.tagline}: we` : 'We'} teach children to think for themselves, to work with others and to act with honesty and kindness, in school and beyond.`,
                image: school.image('library'),
              },
            ],
          },
        ],
      },
      ...journeySections(school),
    ],
    cta: visitInvitation,
  };
}
