import type { PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

export const studentGuidelinesPage = (school: SeedSchool): PageInput => ({
  slug: 'student-guidelines',
  title: 'Student Guidelines',
  description: `What every student of ${school.name} is expected to do: in class, with homework, at assembly, online and in looking after one another.`,
  hi: {
    title: 'विद्यार्थियों के लिए दिशानिर्देश',
    description: `${school.hindi.name} के हर विद्यार्थी से क्या अपेक्षा है: कक्षा में, गृहकार्य में, प्रार्थना सभा में, ऑनलाइन और एक-दूसरे का ध्यान रखने में।`,
    hero: {
      eyebrow: 'विद्यार्थी कोना',
      title: 'विद्यार्थियों के लिए दिशानिर्देश',
      lead: 'अच्छा विद्यार्थी होना केवल अंकों की बात नहीं है। ये सरल आदतें आपको अच्छी तरह सीखने, सुरक्षित रहने और हमारे विद्यालय को सबके लिए एक स्नेहभरी जगह बनाने में मदद करती हैं।',
      image: school.imageHi('classroom', 'स्मार्ट बोर्ड और डेस्क वाली रोशन कक्षा'),
    },
    cta: {
      title: 'मदद चाहिए?',
      text: 'आपके कक्षा शिक्षक, विद्यालय के परामर्शदाता और आपके सदन कप्तान आपकी बात सुनने के लिए हमेशा मौजूद हैं।',
      actions: [{ label: 'विद्यालय के नियम और विनियम' }, { label: 'उपस्थिति नीति' }],
    },
  },
  hero: {
    eyebrow: 'Student Corner',
    title: 'Student Guidelines',
    lead: 'Being a good student is about more than marks. These simple habits help you learn well, stay safe and make our school a kind place for everyone.',
    image: school.image('classroom'),
  },
  sections: [
    {
      type: 'section',
      id: 'good-habits-every-day',
      title: 'Good habits every day',
      hi: { title: 'हर दिन की अच्छी आदतें' },
      tone: 'plain',
      blocks: [
        {
          type: 'cards',
          minWidth: '20rem',
          pointStyle: 'check',
          hi: {
            items: [
              {
                title: 'कक्षा में',
                points: [
                  'शिक्षक के आने से पहले अपनी किताबें तैयार रखकर अपनी जगह पर बैठ जाएँ।',
                  'ध्यान से सुनें, बोलने के लिए हाथ उठाएँ और दूसरों को अपनी बात पूरी करने दें।',
                  'जो बात समझ में न आए, उसके बारे में प्रश्न पूछें; कोई भी प्रश्न बेकार नहीं होता।',
                  'हर पीरियड के अंत में अपनी डेस्क और अपनी कक्षा साफ़-सुथरी रखें।',
                ],
              },
              {
                title: 'गृहकार्य और पढ़ाई',
                points: [
                  'कक्षा से निकलने से पहले अपना गृहकार्य विद्यालय डायरी में लिख लें।',
                  'गृहकार्य समय पर और अपने शब्दों में पूरा करें।',
                  'हर दिन कम से कम 20 मिनट पढ़ें, किसी भी ऐसी भाषा में जो आपको अच्छी लगती हो।',
                  'परीक्षा से पहले की रात बहुत सारा दोहराने के बजाय हर दिन थोड़ा-थोड़ा दोहराएँ।',
                ],
              },
              {
                title: 'प्रार्थना सभा और परिसर का जीवन',
                points: [
                  'प्रार्थना और राष्ट्रगान के समय सीधे खड़े रहें और शांत रहें।',
                  'सदन की गतिविधियों में भाग लें और हर टीम का उत्साह बढ़ाएँ, केवल अपनी टीम का नहीं।',
                  'गलियारों और सीढ़ियों पर दौड़ें नहीं, चलें।',
                  'अवकाश के समय उन्हीं जगहों पर रहें जहाँ शिक्षक आपको देख सकें।',
                ],
              },
              {
                title: 'सम्मान और दया',
                points: [
                  'सहपाठियों, कर्मचारियों और आगंतुकों से शिष्टता से पेश आएँ।',
                  'किसी को कभी न डराएँ-धमकाएँ, न चिढ़ाएँ, न अलग-थलग करें। यदि आप ऐसा होते देखें, तो किसी शिक्षक को बताएँ।',
                  'अपनी चीज़ों का ध्यान रखें और कुछ भी उधार लेने से पहले पूछ लें।',
                  'गलती होने पर माफ़ी माँगें और उसे सुधारने में मदद करें।',
                ],
              },
              {
                title: 'ऑनलाइन सुरक्षित रहना',
                points: [
                  'अपना पासवर्ड, पता या फ़ोटो कभी भी अनजान लोगों के साथ साझा न करें।',
                  'ऑनलाइन भी उतने ही विनम्र रहें जितने आमने-सामने रहते हैं।',
                  'कोई भी संदेश जो आपको परेशान करे, उसके बारे में तुरंत अभिभावक या शिक्षक को बताएँ।',
                  'विद्यालय के उपकरणों का उपयोग केवल शिक्षक द्वारा दिए गए काम के लिए करें।',
                ],
              },
              {
                title: 'स्वास्थ्य और फ़िटनेस',
                points: [
                  'अपना भोजन खाएँ, दिन भर पानी पीते रहें और खाने से पहले हाथ धोएँ।',
                  'खेल और शारीरिक शिक्षा के लिए खेल गणवेश और सही जूते पहनें।',
                  'तबीयत ठीक न लगे या चोट लग जाए तो तुरंत शिक्षक को बताएँ।',
                  'पूरी नींद लें: इससे ध्यान लगाने और सीखने में मदद मिलती है।',
                ],
              },
            ],
          },
          items: [
            {
              title: 'In the classroom',
              points: [
                'Be in your seat with your books ready before the teacher arrives.',
                'Listen carefully, raise your hand to speak and let others finish.',
                'Ask questions when you do not understand; there are no silly questions.',
                'Keep your desk and your classroom tidy at the end of every period.',
              ],
            },
            {
              title: 'Homework and study',
              points: [
                'Write your homework in the school diary before you leave class.',
                'Finish homework on time and in your own words.',
                'Read for at least 20 minutes every day, in any language you enjoy.',
                'Revise a little each day instead of a lot the night before a test.',
              ],
            },
            {
              title: 'Assembly and campus life',
              points: [
                'Stand straight and stay silent during the prayer and the national anthem.',
                'Take part in house activities and cheer for every team, not only your own.',
                'Walk, do not run, in corridors and on the stairs.',
                'Stay within the areas where a teacher can see you during breaks.',
              ],
            },
            {
              title: 'Respect and kindness',
              points: [
                'Treat classmates, staff and visitors with courtesy.',
                'Never bully, tease or leave anyone out. If you see it happen, tell a teacher.',
                'Look after your own things and ask before you borrow anything.',
                'Say sorry when you make a mistake and help put it right.',
              ],
            },
            {
              title: 'Staying safe online',
              points: [
                'Never share your password, address or photos with people you do not know.',
                'Be as polite online as you are in person.',
                'Tell a parent or teacher at once about any message that worries you.',
                'Use school devices only for the work your teacher has set.',
              ],
            },
            {
              title: 'Health and fitness',
              points: [
                'Eat your lunch, drink water through the day and wash your hands before meals.',
                'Wear the sports uniform and proper shoes for games and PE.',
                'Tell a teacher at once if you feel unwell or get hurt.',
                'Get enough sleep: it helps you concentrate and learn.',
              ],
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Need help?',
    text: 'Your class teacher, the school counsellor and your house captains are always there to listen.',
    actions: [
      {
        label: 'School rules and regulations',
        to: '/school-rules-regulations',
      },
      {
        label: 'Attendance policy',
        to: '/attendance-policy',
      },
    ],
  },
});
