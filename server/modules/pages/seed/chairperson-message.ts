import type { PageInput } from '#contracts/content/pages.ts';
import { imageHi } from './image-alts-hi.ts';
import { journeySections, visitInvitation, visitInvitationHi } from './leader-message-sections.ts';
import type { SeedSchool } from './seed-school.ts';

/** At /director-message_1, the earlier site's address of the Chairperson's message (contracts/default-menus.ts). */
export function chairpersonMessagePage(school: SeedSchool): PageInput {
  const { name, shortName, city, established, hindi, demo } = school;
  // The opening year and the Chairperson's gender in the Hindi are the demo school's; other
  // schools' letters start without them.
  return {
    slug: 'director-message_1',
    title: "Chairperson's Message",
    description: `A letter from the Chairperson of ${name} on the school's long-term commitment to ${city}: safe care, honest standards and fair, transparent fees.`,
    hi: {
      title: 'अध्यक्ष का संदेश',
      description: `${hindi.name} के अध्यक्ष का पत्र: ${hindi.city} के प्रति विद्यालय की लंबी प्रतिबद्धता, सुरक्षित देखभाल, ईमानदार मानक और उचित, पारदर्शी शुल्क।`,
      hero: {
        eyebrow: 'हमारे बारे में',
        title: 'अध्यक्ष का संदेश',
        lead: 'विद्यालय का संचालन कैसे होता है, और अपने विद्यार्थियों, अभिभावकों और शिक्षकों से हमारे लंबे समय के वादे।',
      },
      cta: visitInvitationHi,
    },
    hero: {
      eyebrow: 'About us',
      title: "Chairperson's Message",
      lead: 'How the school is governed, and the commitments we make to our pupils, parents and teachers for the long term.',
    },
    sections: [
      {
        type: 'section',
        id: 'letter',
        title: 'A word from our Chairperson',
        hi: { title: 'अध्यक्ष की कलम से' },
        tone: 'plain',
        blocks: [
          {
            type: 'letter',
            hi: {
              greeting: `${hindi.shortName} परिवार के सभी सदस्यों को नमस्कार,`,
              paragraphs: [
                `हर संस्था कुछ लोगों की एक साझा आशा से शुरू होती है। हमारी आशा यह थी कि ${hindi.city} के बच्चों को ऐसा विद्यालय मिले जो कहीं के भी सबसे अच्छे विद्यालय की बराबरी करे, और फिर भी उनकी अपनी पहचान न छूटे। ${demo ? `${established} में विद्यालय खुलने के बाद से मैंने इस आशा को आकार लेते देखा है` : 'हर वर्ष इस आशा को आकार लेते देखना मेरे लिए गर्व की बात है'}: प्रश्नों से भरी कक्षाओं में, खेलों से गूँजते आँगन में और वार्षिकोत्सव पर अभिभावकों के शांत गर्व में।`,
                'प्रबंधन मंडल अपने काम को लंबे समय की ज़िम्मेदारी मानता है। हम जल्दी परिणाम पाने के लिए विद्यालय नहीं चलाते। हम भवनों की योजना दशकों के लिए बनाते हैं, शिक्षकों को उनकी योग्यता जितना ही उनके चरित्र के लिए चुनते हैं, और अपना शुल्क उचित और पारदर्शी रखते हैं, ताकि विद्यालय समाज के बड़े वर्ग की सेवा कर सके।',
                'हमारे संचालन के सिद्धांत सरल हैं। बच्चों की सुरक्षा और भलाई से कभी कोई समझौता नहीं होता। शैक्षणिक मानक ऊँचे हैं और उनकी जानकारी ईमानदारी से दी जाती है। और जो शुल्क हमें मिलता है, वह पढ़ाई, सुविधाओं और देखभाल में ही वापस लगता है।',
                demo
                  ? 'मैं अभिभावकों का उनके भरोसे के लिए, शिक्षकों का उनके समर्पण के लिए और विद्यार्थियों का उस ऊर्जा के लिए धन्यवाद करता हूँ जो वे हर सुबह साथ लाते हैं। मिलकर हम ऐसा विद्यालय बना रहे हैं जिस पर हमारा शहर पीढ़ियों तक गर्व कर सके।'
                  : 'अभिभावकों को उनके भरोसे के लिए, शिक्षकों को उनके समर्पण के लिए और विद्यार्थियों को उस ऊर्जा के लिए मेरा हार्दिक धन्यवाद जो वे हर सुबह साथ लाते हैं। मिलकर हम ऐसा विद्यालय बना रहे हैं जिस पर हमारा शहर पीढ़ियों तक गर्व कर सके।',
              ],
              closing: 'आभार और शुभकामनाओं सहित,',
              role: 'अध्यक्ष',
              organisation: `प्रबंधन मंडल, ${hindi.name}`,
            },
            greeting: `Dear Members of the ${shortName} Family,`,
            paragraphs: [
              `Every institution begins as a hope shared by a few people. Ours was the hope that the children of ${city} deserve a school that matches the best anywhere, without losing what makes them who they are. ${demo ? `Since we opened in ${established}, I have watched` : 'Year after year I see'} that hope take shape in classrooms full of questions, in a courtyard full of games and in the quiet pride of parents at our annual day.`,
              'The board sees its work as a long-term responsibility. We do not run the school for quick results. We plan buildings for decades, we choose teachers for their character as much as for their qualifications, and we keep our fees fair and transparent so that the school can serve a broad community.',
              'Our governing principles are simple. The safety and well-being of children are never negotiable. Academic standards are high and honestly reported. And the fees we receive go back into teaching, facilities and care.',
              'I thank our parents for their trust, our teachers for their dedication and our pupils for the energy they bring every morning. Together we are building a school that our city can be proud of for generations.',
            ],
            closing: 'With gratitude and best wishes,',
            signedBy: 'other',
            role: 'Chairperson',
            organisation: `Board of Management, ${name}`,
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
                  text: 'लंबे समय को ध्यान में रखकर बना: हर नया भवन, प्रयोगशाला और खेल का मैदान एक समग्र योजना के अनुसार जुड़ता है, ताकि परिसर विद्यालय के साथ बढ़े और उसकी खुली जगहें बनी रहें।',
                  image: imageHi(school, 'campusGate'),
                },
                {
                  title: 'हमारी सोच',
                  text: 'अच्छे विद्यालय भरोसे पर बनते हैं। हम अपनी जानकारियाँ सार्वजनिक करते हैं, नियमित बैठकों और सर्वेक्षणों से अभिभावकों की बात सुनते हैं, और खुद को इस पर परखते हैं कि हमारे विद्यार्थी इंसान के रूप में कितना बढ़ते हैं।',
                  image: imageHi(school, 'assembly'),
                },
              ],
            },
            items: [
              {
                title: 'Our Campus',
                text: 'Planned for the long term: every new block, lab and playing field is added to a master plan, so the campus grows with the school without losing its open spaces.',
                image: school.image('campusGate'),
              },
              {
                title: 'Our Philosophy',
                text: 'Good schools are built on trust. We publish our disclosures, listen to parents through regular meetings and surveys, and measure ourselves by how our pupils grow as people.',
                image: school.image('assembly'),
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
