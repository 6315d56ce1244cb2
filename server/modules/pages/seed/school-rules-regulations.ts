import type { PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

export const schoolRulesRegulationsPage = (school: SeedSchool): PageInput => ({
  slug: 'school-rules-regulations',
  title: 'School Rules and Regulations',
  description: `The rules every student of ${school.name} follows: punctuality, uniform, conduct, safety, digital devices, property and the discipline procedure.`,
  hi: {
    title: 'विद्यालय के नियम और विनियम',
    description: `${school.hindi.name} के हर विद्यार्थी द्वारा पालन किए जाने वाले नियम: समय की पाबंदी, गणवेश, आचरण, सुरक्षा, डिजिटल उपकरण, संपत्ति और अनुशासन की प्रक्रिया।`,
    hero: {
      eyebrow: 'प्रवेश · नीतियाँ',
      title: 'विद्यालय के नियम और विनियम',
      lead: 'कुछ स्पष्ट नियम हमारे परिसर को हर बच्चे के लिए सुरक्षित, शांत और न्यायपूर्ण बनाए रखते हैं। ये परिसर में, विद्यालय बसों में और विद्यालय की हर यात्रा में लागू होते हैं, और प्रवेश के समय हर परिवार को बताए जाते हैं।',
      image: school.imageHi('assembly', 'सुबह की प्रार्थना सभा में पंक्तियों में खड़े विद्यार्थी'),
    },
    cta: {
      title: 'किसी नियम के बारे में प्रश्न है?',
      text: 'सबसे पहले कक्षा शिक्षक से पूछें। विद्यालय कार्यालय समन्वयक या प्रधानाचार्य से भेंट की व्यवस्था कर सकता है।',
      actions: [{ label: 'विद्यालय से संपर्क करें' }, { label: 'विद्यार्थियों के लिए दिशानिर्देश' }],
    },
  },
  hero: {
    eyebrow: 'Admissions · Policies',
    title: 'School Rules and Regulations',
    lead: 'A few clear rules keep our campus safe, calm and fair for every child. They apply on campus, in school buses and on every school trip, and are shared with each family at admission.',
    image: school.image('assembly'),
  },
  sections: [
    {
      type: 'section',
      id: 'the-rules-at-a-glance',
      title: 'The rules at a glance',
      hi: {
        title: 'एक नज़र में नियम',
        intro:
          'हर सत्र की शुरुआत में कक्षा में विद्यार्थियों को नियम समझाए जाते हैं और सदन की प्रार्थना सभाओं में उन्हें फिर से दोहराया जाता है।',
      },
      intro:
        'Rules are explained to students in class at the start of every session and revisited in the house assemblies.',
      tone: 'plain',
      blocks: [
        {
          type: 'cards',
          minWidth: '20rem',
          pointStyle: 'check',
          hi: {
            items: [
              {
                title: 'समय की पाबंदी और उपस्थिति',
                points: [
                  'विद्यार्थी विद्यालय का दिन शुरू होने से कम से कम 15 मिनट पहले पहुँचते हैं।',
                  'देर से आने वाले विद्यार्थियों को कक्षा में प्रवेश नहीं मिलता और उन्हें अनुपस्थित माना जाता है।',
                  'वार्षिक परीक्षाओं में बैठने के लिए कम से कम 90% उपस्थिति आवश्यक है।',
                  'विद्यालय के समय में परिसर से बाहर जाने की अनुमति केवल अभिभावक के साथ और कार्यालय से गेट पास लेकर ही है।',
                ],
              },
              {
                title: 'गणवेश और वेशभूषा',
                points: [
                  'निर्धारित गणवेश हर दिन साफ़-सुथरे ढंग से पहना जाता है; खेल गणवेश केवल समय-सारणी में दिए गए दिनों पर।',
                  'बाल सँवरे हुए रहें; लंबे बाल बँधे रहें। नाखून छोटे और साफ़ रहें।',
                  'गहने, मेकअप, रंगे हुए बाल और फ़ैशन की चीज़ों की अनुमति नहीं है।',
                  'हर कपड़े, बस्ते और बोतल पर विद्यार्थी का नाम और कक्षा लिखी हो।',
                ],
              },
              {
                title: 'आचरण और शिष्टाचार',
                points: [
                  'विद्यार्थी शिक्षकों और आगंतुकों का विनम्रता से अभिवादन करते हैं और एक-दूसरे से प्रेम से बात करते हैं।',
                  'डराना-धमकाना, चिढ़ाना, रैगिंग या किसी भी प्रकार का भेदभाव कभी स्वीकार नहीं किया जाता।',
                  'विद्यार्थी गलियारों और सीढ़ियों पर शांति से, बाईं ओर चलते हैं।',
                  'कक्षा की भाषा अंग्रेज़ी है; घर पर बोली जाने वाली सभी भाषाओं का सम्मान किया जाता है।',
                ],
              },
              {
                title: 'परिसर में सुरक्षा',
                points: [
                  'विद्यार्थी हर समय परिसर के उन्हीं हिस्सों में रहते हैं जहाँ देखरेख होती है।',
                  'प्रयोगशालाओं, तरणताल और खेल के उपकरणों का उपयोग केवल शिक्षक की उपस्थिति में किया जाता है।',
                  'नुकीली वस्तुएँ, पटाखे और ऐसी कोई भी वस्तु जिससे दूसरों को चोट लग सकती हो, वर्जित हैं।',
                  'अभिभावकों सहित हर आगंतुक मुख्य द्वार से प्रवेश करता है और आगंतुक रजिस्टर में हस्ताक्षर करता है।',
                ],
              },
              {
                title: 'मोबाइल फ़ोन और डिजिटल उपकरण',
                points: [
                  'परिसर में मोबाइल फ़ोन, स्मार्ट घड़ियाँ और निजी गेमिंग उपकरण लाने की अनुमति नहीं है।',
                  'कोई उपकरण मिलने पर उसे कार्यालय में रख लिया जाता है और केवल अभिभावक को ही लौटाया जाता है।',
                  'विद्यालय के कंप्यूटर और टैबलेट शिक्षकों द्वारा दिए गए पढ़ाई के कामों के लिए उपयोग किए जाते हैं।',
                  'दूसरे विद्यार्थियों या कर्मचारियों की फ़ोटो खींचने या रिकॉर्डिंग करने की अनुमति नहीं है।',
                ],
              },
              {
                title: 'संपत्ति और पर्यावरण',
                points: [
                  'विद्यार्थी विद्यालय के फ़र्नीचर, किताबों और उपकरणों का ध्यान रखते हैं; नुकसान की भरपाई परिवार करता है।',
                  'कक्षाएँ और मैदान साफ़ रखे जाते हैं: कचरा निर्धारित कूड़ेदानों में ही डाला जाता है।',
                  'एक बार उपयोग होने वाले प्लास्टिक से बचा जाता है; हम स्टील की बोतलों और टिफ़िन को बढ़ावा देते हैं।',
                  'पुस्तकालय की किताबें समय पर और अच्छी हालत में लौटाई जाती हैं।',
                ],
              },
            ],
          },
          items: [
            {
              title: 'Punctuality and attendance',
              points: [
                'Students arrive at least 15 minutes before the school day begins.',
                'Latecomers are not admitted to class and are marked absent.',
                'A minimum attendance of 90% is required to sit the annual examinations.',
                'Leaving the campus during school hours is allowed only with a parent and a gate pass from the office.',
              ],
            },
            {
              title: 'Uniform and appearance',
              points: [
                'The prescribed uniform is worn neatly every day; the sports uniform only on the days shown in the timetable.',
                'Hair is kept tidy; long hair is tied back. Nails are kept short and clean.',
                'Jewellery, make-up, coloured hair and fashion accessories are not allowed.',
                'Every item of clothing, bag and bottle carries the student’s name and class.',
              ],
            },
            {
              title: 'Conduct and courtesy',
              points: [
                'Students greet teachers and visitors politely and speak kindly to one another.',
                'Bullying, teasing, ragging or any form of discrimination is never accepted.',
                'Students move in corridors and on stairs calmly, keeping to the left.',
                'English is the language of the classroom; all languages spoken at home are respected.',
              ],
            },
            {
              title: 'Safety on campus',
              points: [
                'Students stay within the supervised areas of the campus at all times.',
                'Laboratories, the swimming pool and the sports equipment are used only with a teacher present.',
                'Sharp objects, fire crackers and any item that could hurt others are forbidden.',
                'Every visitor, including parents, enters through the main gate and signs the visitor register.',
              ],
            },
            {
              title: 'Mobile phones and digital devices',
              points: [
                'Mobile phones, smart watches and personal gaming devices are not allowed on campus.',
                'If a device is found it is kept by the office and returned only to a parent.',
                'School computers and tablets are used for learning tasks set by teachers.',
                'Taking photographs or recordings of other students or staff is not permitted.',
              ],
            },
            {
              title: 'Property and environment',
              points: [
                'Students look after school furniture, books and equipment; damage is made good by the family.',
                'Classrooms and grounds are kept clean: litter goes in the marked bins.',
                'Single-use plastic is avoided; we encourage steel bottles and lunch boxes.',
                'Library books are returned on time and in good condition.',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'when-a-rule-is-broken',
      title: 'When a rule is broken',
      hi: {
        title: 'जब कोई नियम टूटता है',
        intro:
          'अनुशासन के प्रति हमारा दृष्टिकोण सुधार का है, अपमान का कभी नहीं। निःशुल्क और अनिवार्य बाल शिक्षा का अधिकार अधिनियम, 2009 के अंतर्गत शारीरिक दंड और मानसिक उत्पीड़न प्रतिबंधित हैं, और हमारे विद्यालय में इनका कोई स्थान नहीं है।',
      },
      intro:
        'Our approach to discipline is corrective, never humiliating. Corporal punishment and mental harassment are prohibited under the Right of Children to Free and Compulsory Education Act, 2009, and have no place in our school.',
      tone: 'plain',
      blocks: [
        {
          type: 'steps',
          hi: {
            items: [
              {
                title: 'बातचीत',
                text: 'कक्षा शिक्षक विद्यार्थी से बात करते हैं, समझाते हैं कि नियम क्यों ज़रूरी है, और दोनों मिलकर तय करते हैं कि आगे क्या बदलेगा।',
              },
              {
                title: 'अभिभावकों को सूचना',
                text: 'यदि वही व्यवहार दोहराया जाता है, तो विद्यालय डायरी या ई-मेल के माध्यम से अभिभावकों को लिखता है।',
              },
              {
                title: 'भेंट',
                text: 'अभिभावक कक्षा शिक्षक और समन्वयक से मिलकर विद्यार्थी की सहायता की योजना पर सहमति बनाते हैं।',
              },
              {
                title: 'अनुशासन समिति',
                text: 'गंभीर या बार-बार के दुर्व्यवहार की समीक्षा प्रधानाचार्य और अनुशासन समिति करती है, जो आगे का कोई भी कदम तय करने से पहले विद्यार्थी और अभिभावकों की बात सुनती है।',
              },
            ],
          },
          items: [
            {
              title: 'A conversation',
              text: 'The class teacher talks with the student, explains why the rule matters and agrees on what will change.',
            },
            {
              title: 'A note to parents',
              text: 'If the behaviour repeats, the school writes to the parents through the school diary or by e-mail.',
            },
            {
              title: 'A meeting',
              text: 'Parents meet the class teacher and the coordinator to agree on a plan of support for the student.',
            },
            {
              title: 'The discipline committee',
              text: 'Serious or repeated misconduct is reviewed by the Principal and the discipline committee, who hear the student and parents before deciding on any further step.',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Questions about a rule?',
    text: 'The class teacher is the first person to ask. The school office can arrange a meeting with the coordinator or the Principal.',
    actions: [
      {
        label: 'Contact the school',
        to: '/contact',
      },
      {
        label: 'Student guidelines',
        to: '/student-guidelines',
      },
    ],
  },
});
