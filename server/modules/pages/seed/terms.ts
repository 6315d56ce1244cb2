import type { PageInput } from '#contracts/content/pages.ts';
import { legalPage } from './legal-page.ts';
import type { SeedSchool } from './seed-school.ts';

export function termsPage(school: SeedSchool): PageInput {
  const { name, emails, hindi } = school;
  // Disputes go to the courts where the school is; the demo school's terms always named Mumbai's.
  const courts = school.demo ? 'Mumbai, Maharashtra' : school.city;
  const courtsHi = school.demo ? 'मुंबई, महाराष्ट्र' : hindi.city;
  return legalPage({
    slug: 'terms',
    title: 'Terms of Use',
    description: `The terms that apply when you use the website of ${name}: use of the site and its content, third-party links, admissions information, liability, changes and governing law.`,
    lead: `Please read these terms before using the website of ${name}. By using the site you agree to them.`,
    summary: `In short: this website is provided by ${name} to inform parents, students and visitors. Use it lawfully and respectfully, treat its information as general guidance, and contact the school office to confirm anything important, especially fees and admissions.`,
    hi: {
      title: 'उपयोग की शर्तें',
      description: `${hindi.name} की वेबसाइट के उपयोग पर लागू शर्तें: साइट और उसकी सामग्री का उपयोग, अन्य पक्षों के लिंक, प्रवेश संबंधी जानकारी, दायित्व, बदलाव और लागू कानून।`,
      lead: `${hindi.name} की वेबसाइट का उपयोग करने से पहले कृपया ये शर्तें पढ़ें। साइट का उपयोग करके आप इन्हें स्वीकार करते हैं।`,
      summary: `संक्षेप में: यह वेबसाइट ${hindi.name} द्वारा अभिभावकों, विद्यार्थियों और आगंतुकों को जानकारी देने के लिए चलाई जाती है। इसका उपयोग कानून के अनुसार और सम्मानपूर्वक करें, इसकी जानकारी को सामान्य मार्गदर्शन मानें, और कोई भी महत्वपूर्ण बात, विशेषकर शुल्क और प्रवेश से जुड़ी बात, विद्यालय कार्यालय से पक्की कर लें।`,
    },
    sections: [
      {
        id: 'about',
        heading: 'About these terms',
        paragraphs: [
          `These Terms of Use govern your access to and use of this website (the “site”), which is operated by ${name}, ${school.address}, India (the “school”, “we”, “us”).`,
          'By accessing or using the site you accept these terms. If you do not agree with them, please do not use the site. Our Privacy Policy explains how we handle personal data and forms part of these terms.',
        ],
        hi: {
          heading: 'इन शर्तों के बारे में',
          paragraphs: [
            `उपयोग की ये शर्तें इस वेबसाइट (“साइट”) तक आपकी पहुँच और उसके उपयोग पर लागू होती हैं। यह साइट ${hindi.name}, ${hindi.address}, भारत (“विद्यालय”, “हम”, “हमें”) द्वारा चलाई जाती है।`,
            'साइट तक पहुँचकर या उसका उपयोग करके आप ये शर्तें स्वीकार करते हैं। यदि आप इनसे सहमत नहीं हैं, तो कृपया साइट का उपयोग न करें। हमारी गोपनीयता नीति बताती है कि हम व्यक्तिगत डेटा को कैसे सँभालते हैं; वह इन शर्तों का हिस्सा है।',
          ],
        },
      },
      {
        id: 'use-of-site',
        heading: 'Use of the site',
        paragraphs: [
          'You may use the site to learn about the school and to contact us. When you use it, you agree not to:',
        ],
        list: [
          'use the site for any unlawful purpose or in breach of any law in force in India;',
          'send false, offensive, defamatory or misleading information through our forms;',
          'try to gain unauthorised access to the site, its server or the staff-only administration area;',
          'introduce viruses or other harmful code, or disrupt the site’s operation, for example by automated mass requests;',
          'collect personal information about students, parents or staff from the site.',
        ],
        hi: {
          heading: 'साइट का उपयोग',
          paragraphs: [
            'आप विद्यालय के बारे में जानने और हमसे संपर्क करने के लिए साइट का उपयोग कर सकते हैं। इसका उपयोग करते समय आप सहमत होते हैं कि आप:',
          ],
          list: [
            'साइट का उपयोग किसी गैरकानूनी उद्देश्य के लिए या भारत में लागू किसी कानून का उल्लंघन करते हुए नहीं करेंगे;',
            'हमारे फ़ॉर्म के माध्यम से झूठी, आपत्तिजनक, मानहानिकारक या भ्रामक जानकारी नहीं भेजेंगे;',
            'साइट, उसके सर्वर या केवल कर्मचारियों के लिए बने प्रशासन क्षेत्र तक बिना अनुमति पहुँचने का प्रयास नहीं करेंगे;',
            'वायरस या कोई अन्य हानिकारक कोड नहीं डालेंगे, और साइट के संचालन में बाधा नहीं डालेंगे, उदाहरण के लिए स्वचालित रूप से भारी संख्या में अनुरोध भेजकर;',
            'साइट से विद्यार्थियों, अभिभावकों या कर्मचारियों की व्यक्तिगत जानकारी एकत्र नहीं करेंगे।',
          ],
        },
      },
      {
        id: 'content',
        heading: 'Content and intellectual property',
        paragraphs: [
          'The text, photographs, drawings, logos, the school crest and the design of the site belong to the school or are used with permission. They are protected by the Copyright Act, 1957 and the Trade Marks Act, 1999.',
          'You may view, download and print pages for your own personal, non-commercial use, for example to keep a copy of the fee structure. Any other copying, publication or reuse needs our written permission.',
          'Photographs of students are published only with their parents’ consent. Please do not copy or share them.',
        ],
        hi: {
          heading: 'सामग्री और बौद्धिक संपदा',
          paragraphs: [
            'साइट के लेख, फ़ोटो, चित्र, लोगो, विद्यालय का प्रतीक-चिह्न और साइट की डिज़ाइन विद्यालय के हैं या अनुमति से उपयोग किए गए हैं। ये प्रतिलिप्यधिकार अधिनियम, 1957 और व्यापार चिह्न अधिनियम, 1999 द्वारा संरक्षित हैं।',
            'आप पृष्ठों को अपने निजी, गैर-व्यावसायिक उपयोग के लिए देख, डाउनलोड और प्रिंट कर सकते हैं, उदाहरण के लिए शुल्क संरचना की एक प्रति रखने के लिए। इसके अलावा किसी भी प्रकार की नकल, प्रकाशन या पुनः उपयोग के लिए हमारी लिखित अनुमति आवश्यक है।',
            'विद्यार्थियों की फ़ोटो केवल उनके अभिभावकों की सहमति से प्रकाशित की जाती हैं। कृपया उनकी नकल न करें और उन्हें साझा न करें।',
          ],
        },
      },
      {
        id: 'accuracy',
        heading: 'Accuracy of information',
        paragraphs: [
          'We take care to keep the site accurate and up to date, but it is provided for general information. Timings, calendars, events, fees and policies can change during the session.',
          'Where the site differs from a circular, notice or letter issued by the school, the circular, notice or letter prevails.',
        ],
        hi: {
          heading: 'जानकारी की सटीकता',
          paragraphs: [
            'हम साइट को सही और अद्यतन रखने का ध्यान रखते हैं, लेकिन यह सामान्य जानकारी के लिए है। समय, कैलेंडर, कार्यक्रम, शुल्क और नीतियाँ सत्र के दौरान बदल सकती हैं।',
            'जहाँ साइट की जानकारी विद्यालय द्वारा जारी किसी परिपत्र, सूचना या पत्र से भिन्न हो, वहाँ परिपत्र, सूचना या पत्र ही मान्य होगा।',
          ],
        },
      },
      {
        id: 'admissions',
        heading: 'Admissions information is not an offer',
        paragraphs: [
          'Information on the site about admissions, age criteria, seats, fees and concessions describes the school’s current policies. It is not an offer of admission and does not create a contract.',
          `Registering online does not guarantee a seat. Admission is confirmed only by a written offer from the school followed by payment of the fees due, and is subject to the admission policy, seat availability and the rules of CBSE and the Government of ${school.region}.`,
        ],
        hi: {
          heading: 'प्रवेश संबंधी जानकारी प्रवेश का प्रस्ताव नहीं है',
          paragraphs: [
            'साइट पर प्रवेश, आयु-मानदंड, सीटों, शुल्क और रियायतों के बारे में दी गई जानकारी विद्यालय की वर्तमान नीतियों का विवरण है। यह प्रवेश का प्रस्ताव नहीं है और इससे कोई अनुबंध नहीं बनता।',
            `ऑनलाइन पंजीकरण से सीट पक्की नहीं होती। प्रवेश केवल विद्यालय के लिखित प्रस्ताव और उसके बाद देय शुल्क के भुगतान से पक्का होता है, और यह प्रवेश नीति, सीटों की उपलब्धता तथा सीबीएसई और ${hindi.region} शासन के नियमों के अधीन है।`,
          ],
        },
      },
      {
        id: 'third-party-links',
        heading: 'Third-party links and services',
        paragraphs: [
          'The site links to other websites and services, such as the online admission registration form, map providers and social media pages. These are run by third parties under their own terms and privacy policies.',
          'We are not responsible for the content, availability or practices of third-party sites. A link does not mean that we endorse the site or its owner.',
        ],
        hi: {
          heading: 'अन्य पक्षों के लिंक और सेवाएँ',
          paragraphs: [
            'साइट पर अन्य वेबसाइटों और सेवाओं के लिंक हैं, जैसे ऑनलाइन प्रवेश पंजीकरण फ़ॉर्म, नक्शा सेवाएँ और सोशल मीडिया पृष्ठ। इन्हें अन्य पक्ष अपनी शर्तों और गोपनीयता नीतियों के अनुसार चलाते हैं।',
            'अन्य पक्षों की साइटों की सामग्री, उपलब्धता या कार्यप्रणाली के लिए हम ज़िम्मेदार नहीं हैं। किसी लिंक का अर्थ यह नहीं है कि हम उस साइट या उसके स्वामी का समर्थन करते हैं।',
          ],
        },
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        paragraphs: [
          'The site is provided “as is” and “as available”. We do not promise that it will always be available, uninterrupted or free of errors.',
          'To the extent permitted by law, the school, its managing committee and its staff are not liable for any loss or damage arising from the use of, or inability to use, the site or from reliance on its content, including indirect or consequential loss. Nothing in these terms limits any liability that cannot be limited under Indian law.',
        ],
        hi: {
          heading: 'दायित्व की सीमा',
          paragraphs: [
            'साइट “जैसी है” और “जैसी उपलब्ध है” के आधार पर दी जाती है। हम यह वादा नहीं करते कि यह हमेशा उपलब्ध, निर्बाध या त्रुटि-रहित रहेगी।',
            'कानून द्वारा अनुमत सीमा तक, विद्यालय, उसकी प्रबंध समिति और उसके कर्मचारी साइट के उपयोग से, या उसका उपयोग न कर पाने से, या उसकी सामग्री पर भरोसा करने से होने वाली किसी भी हानि या क्षति के लिए उत्तरदायी नहीं हैं, जिसमें अप्रत्यक्ष या परिणामी हानि भी शामिल है। इन शर्तों की कोई भी बात ऐसे किसी दायित्व को सीमित नहीं करती जिसे भारतीय कानून के अंतर्गत सीमित नहीं किया जा सकता।',
          ],
        },
      },
      {
        id: 'changes',
        heading: 'Changes to the site and to these terms',
        paragraphs: [
          'We may change, suspend or withdraw any part of the site at any time. We may also update these terms; the date at the foot of this page shows when they last changed. Continuing to use the site after a change means you accept the updated terms.',
        ],
        hi: {
          heading: 'साइट और इन शर्तों में बदलाव',
          paragraphs: [
            'हम किसी भी समय साइट के किसी भी भाग को बदल सकते हैं, अस्थायी रूप से रोक सकते हैं या हटा सकते हैं। हम इन शर्तों को भी अद्यतन कर सकते हैं; इस पृष्ठ के नीचे दी गई तारीख बताती है कि इनमें पिछला बदलाव कब हुआ। बदलाव के बाद भी साइट का उपयोग करते रहने का अर्थ है कि आप अद्यतन शर्तें स्वीकार करते हैं।',
          ],
        },
      },
      {
        id: 'governing-law',
        heading: 'Governing law and jurisdiction',
        paragraphs: [
          `These terms are governed by the laws of India. Any dispute arising out of or in connection with the site or these terms is subject to the exclusive jurisdiction of the courts at ${courts}.`,
        ],
        hi: {
          heading: 'लागू कानून और क्षेत्राधिकार',
          paragraphs: [
            `ये शर्तें भारत के कानूनों के अधीन हैं। साइट या इन शर्तों से उत्पन्न या उनसे जुड़ा कोई भी विवाद केवल ${courtsHi} के न्यायालयों के क्षेत्राधिकार में होगा।`,
          ],
        },
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: [
          `Questions about these terms can be sent to ${emails.office} or by post to the Principal, ${name}, ${school.address}.`,
        ],
        hi: {
          heading: 'संपर्क',
          paragraphs: [
            `इन शर्तों के बारे में प्रश्न ${emails.office} पर, या डाक से प्रधानाचार्य, ${hindi.name}, ${hindi.address} के पते पर भेजे जा सकते हैं।`,
          ],
        },
      },
    ],
  });
}
