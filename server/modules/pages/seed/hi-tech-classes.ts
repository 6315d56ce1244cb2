import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

export const hiTechClassesPage = (school: SeedSchool): PageInput => ({
  slug: 'hi-tech-classes',
  title: 'Hi-Tech Classes: Smart Classrooms',
  description: `Smart classrooms at ${school.name}: interactive panels, curriculum-aligned digital content and teachers trained to use them well.`,
  hi: {
    title: 'हाई-टेक कक्षाएँ: स्मार्ट कक्षाएँ',
    description: `${school.hindi.name} की स्मार्ट कक्षाएँ: इंटरैक्टिव पैनल, पाठ्यक्रम से जुड़ी डिजिटल सामग्री और उनका अच्छा उपयोग करने के लिए प्रशिक्षित शिक्षक।`,
    hero: {
      eyebrow: 'सुविधाएँ · स्मार्ट कक्षाएँ',
      title: 'हाई-टेक कक्षाएँ',
      lead: 'हमारी हर कक्षा स्मार्ट कक्षा है। यहाँ तकनीक का एक ही उद्देश्य है: बच्चों को गहराई से समझने और लंबे समय तक याद रखने में मदद करना।',
      image: imageHi(school, 'classroom'),
      actions: [{ label: 'परिसर भ्रमण तय करें' }, { label: 'आईटी सुविधाएँ' }],
    },
    cta: {
      title: 'स्मार्ट कक्षा में कदम रखिए',
      text: 'हमारे इंटरैक्टिव पैनलों पर कोई पाठ देखने के लिए परिसर भ्रमण तय करें।',
      actions: [{ label: 'परिसर भ्रमण तय करें' }, { label: 'हमारा परिसर' }],
    },
  },
  hero: {
    eyebrow: 'Facilities · Smart classrooms',
    title: 'Hi-Tech Classes',
    lead: 'Every classroom is a smart classroom. Technology here serves one purpose: helping children understand more deeply and remember longer.',
    image: school.image('classroom'),
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'IT Infrastructure',
        to: '/it-infrastructure',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'smart-classroom',
      title: 'What Makes Our Classrooms Smart',
      eyebrow: 'Inside a smart classroom',
      hi: { title: 'हमारी कक्षाओं को क्या स्मार्ट बनाता है', eyebrow: 'स्मार्ट कक्षा के भीतर' },
      blocks: [
        {
          type: 'cards',
          hi: {
            items: [
              {
                title: 'इंटरैक्टिव पैनल',
                text: 'ब्लैकबोर्ड की जगह छूकर चलने वाले बड़े पैनल: शिक्षक और विद्यार्थी उन पर लिखते, चित्र बनाते, आरेखों को बड़ा करके देखते और हर पाठ सहेजते हैं।',
              },
              {
                title: 'डिजिटल सामग्री',
                text: 'सीबीएसई पाठ्यक्रम के हर अध्याय से जुड़े एनिमेशन, 3D मॉडल, सिमुलेशन और वीडियो, अंग्रेज़ी और हिंदी में।',
              },
              {
                title: 'शिक्षकों का प्रशिक्षण',
                text: 'पैनल का उपयोग करने से पहले शिक्षकों को प्रशिक्षण दिया जाता है, और डिजिटल शिक्षण पर नियमित कार्यशालाओं से वे सीखते रहते हैं।',
              },
            ],
          },
          items: [
            {
              title: 'Interactive Panels',
              icon: 'monitor',
              text: 'Large touch-enabled panels replace the blackboard: teachers and students write, draw, zoom into diagrams and save each lesson.',
            },
            {
              title: 'Digital Content',
              icon: 'book',
              text: 'Animations, 3D models, simulations and videos mapped to the CBSE syllabus chapter by chapter, in English and Hindi.',
            },
            {
              title: 'Teacher Training',
              icon: 'graduation',
              text: 'Teachers are trained before they use the panels and keep learning through regular workshops on digital teaching.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'in-practice',
      title: 'Technology With a Purpose',
      eyebrow: 'In practice',
      hi: { title: 'उद्देश्य के साथ तकनीक', eyebrow: 'व्यवहार में' },
      blocks: [
        {
          type: 'split',
          hi: {
            image: imageHi(school, 'classroom'),
            doc: richTextOf([
              'हृदय पर विज्ञान का पाठ धड़कते हुए 3D मॉडल से शुरू होकर किसी हाथ से करने वाली गतिविधि तक जा सकता है, और पैनल पर एक छोटी प्रश्नोत्तरी से खत्म हो सकता है, जो शिक्षक को तुरंत दिखा देती है कि किसे और मदद चाहिए।',
              'स्क्रीन कई साधनों में से एक है। बच्चे अब भी किताबें पढ़ते हैं, कॉपियों में लिखते हैं, समूहों में काम करते हैं और करके सीखते हैं — पैनल कठिन विचारों को देखना आसान बना देता है।',
            ]),
            points: [
              'कठिन अवधारणाओं की दृश्य व्याख्या',
              'कक्षा में तुरंत प्रश्नोत्तरी, जो दोहराई की दिशा तय करती है',
              'पाठ सहेजे जाते हैं और अनुपस्थित विद्यार्थियों से साझा किए जाते हैं',
              'सीखने के अलग-अलग तरीकों के लिए सहायता',
            ],
          },
          image: school.image('classroom'),
          doc: richTextOf([
            'A science lesson on the heart can begin with a beating 3D model, move to a hands-on activity and end with a quick quiz on the panel that shows the teacher, instantly, who needs more help.',
            'Screens are one tool among many. Children still read books, write in notebooks, work in groups and learn by doing — the panel makes the hard ideas easier to see.',
          ]),
          points: [
            'Visual explanations of abstract concepts',
            'Instant class quizzes that guide revision',
            'Lessons saved and shared for absent students',
            'Support for different learning styles',
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'training',
      title: 'How We Train Our Teachers',
      eyebrow: 'People before devices',
      hi: { title: 'हम अपने शिक्षकों को कैसे प्रशिक्षित करते हैं', eyebrow: 'उपकरणों से पहले लोग' },
      blocks: [
        {
          type: 'schedule',
          hi: {
            label: 'स्मार्ट कक्षाओं के लिए शिक्षकों का प्रशिक्षण',
            items: [
              {
                when: 'चरण 1',
                title: 'शुरुआती प्रशिक्षण',
                text: 'स्मार्ट कक्षा लेने से पहले इंटरैक्टिव पैनल और सामग्री पुस्तकालय पर व्यावहारिक प्रशिक्षण।',
              },
              {
                when: 'चरण 2',
                title: 'पाठ की रूपरेखा',
                text: 'ऐसे पाठ की योजना बनाने पर कार्यशालाएँ जिनमें डिजिटल सामग्री के साथ चर्चा, गतिविधि और लिखित काम भी हो।',
              },
              {
                when: 'चरण 3',
                title: 'एक-दूसरे की कक्षा देखना',
                text: 'हर सत्र में विषय-समूहों में शिक्षक एक-दूसरे की कक्षा देखते हैं और साझा करते हैं कि क्या अच्छा रहा।',
              },
              {
                when: 'हर वर्ष',
                title: 'व्यावसायिक प्रशिक्षण',
                text: 'डिजिटल शिक्षण उस 60+ घंटे के व्यावसायिक प्रशिक्षण का हिस्सा है जो हर शिक्षक हर वर्ष पूरा करता है।',
              },
            ],
          },
          label: 'Teacher training for smart classrooms',
          items: [
            {
              when: 'Step 1',
              title: 'Induction',
              text: 'Hands-on training on the interactive panel and content library before a teacher takes a smart class.',
            },
            {
              when: 'Step 2',
              title: 'Lesson design',
              text: 'Workshops on planning lessons that mix digital content with discussion, activity and written work.',
            },
            {
              when: 'Step 3',
              title: 'Peer observation',
              text: 'Teachers observe one another and share what worked, in subject groups each term.',
            },
            {
              when: 'Every year',
              title: 'Professional development',
              text: 'Digital teaching is part of the 60+ hours of professional development each teacher completes yearly.',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Step into a smart classroom',
    text: 'Book a campus tour to see a lesson on our interactive panels.',
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'Our Campus',
        to: '/our-campus',
      },
    ],
  },
});
