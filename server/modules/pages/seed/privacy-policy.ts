import type { PageInput } from '#contracts/content/pages.ts';
import type { RetentionPolicy } from '#server/modules/inbox/index.ts';
import { legalPage } from './legal-page.ts';
import type { SeedSchool } from './seed-school.ts';

/**
 * The privacy policy, stating the retention periods the server is configured with when the page
 * is first created (decision 0013); staff edit the text when they change those settings.
 */
export function privacyPolicyPage(school: SeedSchool, retention: RetentionPolicy): PageInput {
  const { name, emails, hindi } = school;
  return legalPage({
    slug: 'policy',
    title: 'Privacy Policy',
    description: `How ${name} handles personal data sent through its website (contact messages and job applications with CVs) under India's Digital Personal Data Protection Act, 2023: purposes, retention, access, security and your rights.`,
    lead: `How ${name} collects, uses and protects the personal data you share through this website, and the rights you have over it.`,
    summary: `We collect only what you choose to send us: a message through the contact form or a job application with your CV. Only authorised school staff who are signed in to the website’s administration area can read it. We never sell it, we keep it only as long as we need it, and you can ask us to see, correct or delete it by writing to ${emails.office}.`,
    hi: {
      title: 'गोपनीयता नीति',
      description: `${hindi.name} अपनी वेबसाइट से भेजे गए व्यक्तिगत डेटा (संपर्क संदेश और बायोडाटा सहित नौकरी के आवेदन) को भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अंतर्गत कैसे सँभालता है: उद्देश्य, रखने की अवधि, पहुँच, सुरक्षा और आपके अधिकार।`,
      lead: `${hindi.name} इस वेबसाइट के माध्यम से आपके द्वारा दिया गया व्यक्तिगत डेटा कैसे एकत्र करता है, उसका उपयोग और सुरक्षा कैसे करता है, और उस पर आपके क्या अधिकार हैं।`,
      summary: `हम केवल वही एकत्र करते हैं जो आप स्वयं हमें भेजना चुनते हैं: संपर्क फ़ॉर्म से भेजा गया संदेश या बायोडाटा के साथ नौकरी का आवेदन। इसे केवल विद्यालय के वे अधिकृत कर्मचारी पढ़ सकते हैं जो वेबसाइट के प्रशासन क्षेत्र में साइन इन हैं। हम इसे कभी बेचते नहीं, इसे केवल तब तक रखते हैं जब तक इसकी आवश्यकता हो, और आप ${emails.office} पर लिखकर इसे देखने, सुधारने या हटाने का अनुरोध कर सकते हैं।`,
    },
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          `${name}, ${school.address}, India, is the Data Fiduciary for the personal data described in this policy, within the meaning of the Digital Personal Data Protection Act, 2023 (the “DPDP Act”). “We”, “us” and “the school” refer to ${name}.`,
          'This policy covers personal data collected through this website. Information about students that parents give the school at admission and during the school year is handled under the school’s admission and student records procedures, which are explained to parents at admission.',
        ],
        hi: {
          heading: 'हम कौन हैं',
          paragraphs: [
            `${hindi.name}, ${hindi.address}, भारत, डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (“डीपीडीपी अधिनियम”) के अर्थ में, इस नीति में वर्णित व्यक्तिगत डेटा का डेटा न्यासी (डेटा फ़िड्यूशियरी) है। “हम”, “हमें” और “विद्यालय” का अर्थ ${hindi.name} है।`,
            'यह नीति इस वेबसाइट के माध्यम से एकत्र किए गए व्यक्तिगत डेटा पर लागू होती है। प्रवेश के समय और विद्यालय वर्ष के दौरान अभिभावक विद्यार्थियों के बारे में जो जानकारी विद्यालय को देते हैं, वह विद्यालय की प्रवेश और विद्यार्थी अभिलेख प्रक्रियाओं के अनुसार सँभाली जाती है, जो प्रवेश के समय अभिभावकों को समझाई जाती हैं।',
          ],
        },
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        paragraphs: [
          'We collect personal data only when you give it to us, and only the following:',
        ],
        list: [
          'Contact form: your first and last name, e-mail address, the subject and the text of your message.',
          'Job applications: your full name, e-mail address, phone number, the position you apply for, your experience and qualifications, and the CV you upload (PDF, DOC or DOCX, up to 5 MB), including any personal data you choose to put in it.',
          'Technical records: when any page is requested, our server records the IP address, the date and time, the page requested and the browser type. These records are used only to keep the site secure and working.',
          'Staff sign-in: school staff who sign in to the administration area have their username and a sign-in token stored in their own browser. Visitors to the public pages are not tracked and are not asked to sign in.',
        ],
        hi: {
          heading: 'हम क्या एकत्र करते हैं',
          paragraphs: ['हम व्यक्तिगत डेटा केवल तब एकत्र करते हैं जब आप उसे हमें देते हैं, और केवल निम्नलिखित:'],
          list: [
            'संपर्क फ़ॉर्म: आपका पहला और अंतिम नाम, ई-मेल पता, विषय और आपके संदेश का पाठ।',
            'नौकरी के आवेदन: आपका पूरा नाम, ई-मेल पता, फ़ोन नंबर, जिस पद के लिए आप आवेदन करते हैं, आपका अनुभव और योग्यताएँ, और आपके द्वारा अपलोड किया गया बायोडाटा (PDF, DOC या DOCX, अधिकतम 5 MB), उसमें आपके द्वारा दिए गए किसी भी व्यक्तिगत डेटा सहित।',
            'तकनीकी रिकॉर्ड: जब भी कोई पृष्ठ माँगा जाता है, हमारा सर्वर आईपी पता, तारीख और समय, माँगा गया पृष्ठ और ब्राउज़र का प्रकार दर्ज करता है। इन रिकॉर्ड का उपयोग केवल साइट को सुरक्षित और चालू रखने के लिए किया जाता है।',
            'कर्मचारियों का साइन इन: प्रशासन क्षेत्र में साइन इन करने वाले विद्यालय कर्मचारियों का यूज़रनेम और एक साइन-इन टोकन उनके अपने ब्राउज़र में रखा जाता है। सार्वजनिक पृष्ठों पर आने वाले आगंतुकों को ट्रैक नहीं किया जाता और उनसे साइन इन करने को नहीं कहा जाता।',
          ],
        },
      },
      {
        id: 'why',
        heading: 'Why we use it',
        paragraphs: ['We use personal data only for the purpose for which you gave it:'],
        list: [
          'to read and reply to your message, and to arrange visits, tours or meetings you ask for;',
          'to consider your job application, contact you about it, invite you to an interview and, if you are appointed, begin your staff record;',
          'to protect the site, its users and the school’s systems against misuse, and to investigate security incidents.',
        ],
        hi: {
          heading: 'हम इसका उपयोग क्यों करते हैं',
          paragraphs: ['हम व्यक्तिगत डेटा का उपयोग केवल उसी उद्देश्य के लिए करते हैं जिसके लिए आपने उसे दिया है:'],
          list: [
            'आपका संदेश पढ़ने और उसका उत्तर देने के लिए, और आपके अनुरोध पर भेंट, परिसर भ्रमण या बैठक की व्यवस्था करने के लिए;',
            'आपके नौकरी के आवेदन पर विचार करने, उसके बारे में आपसे संपर्क करने, आपको साक्षात्कार के लिए बुलाने और, नियुक्ति होने पर, आपका कर्मचारी अभिलेख शुरू करने के लिए;',
            'साइट, उसके उपयोगकर्ताओं और विद्यालय की प्रणालियों को दुरुपयोग से बचाने के लिए, और सुरक्षा से जुड़ी घटनाओं की जाँच के लिए।',
          ],
        },
      },
      {
        id: 'legal-basis',
        heading: 'Legal basis under the DPDP Act, 2023',
        paragraphs: [
          'When you send a message through the contact form, you provide your personal data voluntarily for a specified purpose: getting a reply. We process it for that purpose as a legitimate use under section 7(a) of the DPDP Act.',
          'When you submit a job application, we process your data on the basis of the consent you give when you submit it (section 6 of the DPDP Act). You may withdraw that consent at any time by writing to us; we will then stop considering your application and delete your data, unless the law requires us to keep it. Withdrawal does not affect processing that took place before it.',
          'Technical records are kept to meet our duty under section 8(5) of the DPDP Act to take reasonable security safeguards, and under applicable laws on information security.',
        ],
        hi: {
          heading: 'डीपीडीपी अधिनियम, 2023 के अंतर्गत कानूनी आधार',
          paragraphs: [
            'जब आप संपर्क फ़ॉर्म से संदेश भेजते हैं, तो आप एक निर्दिष्ट उद्देश्य, यानी उत्तर पाने, के लिए स्वेच्छा से अपना व्यक्तिगत डेटा देते हैं। हम डीपीडीपी अधिनियम की धारा 7(a) के अंतर्गत वैध उपयोग के रूप में उसी उद्देश्य के लिए उसका प्रसंस्करण करते हैं।',
            'जब आप नौकरी का आवेदन जमा करते हैं, तो हम आपके डेटा का प्रसंस्करण आवेदन जमा करते समय दी गई आपकी सहमति के आधार पर करते हैं (डीपीडीपी अधिनियम की धारा 6)। आप हमें लिखकर किसी भी समय यह सहमति वापस ले सकते हैं; तब हम आपके आवेदन पर विचार करना बंद कर देंगे और आपका डेटा हटा देंगे, जब तक कि कानून हमसे उसे रखने की अपेक्षा न करे। सहमति वापस लेने से उससे पहले हुए प्रसंस्करण पर कोई प्रभाव नहीं पड़ता।',
            'तकनीकी रिकॉर्ड डीपीडीपी अधिनियम की धारा 8(5) के अंतर्गत उचित सुरक्षा उपाय करने के हमारे दायित्व, और सूचना सुरक्षा से संबंधित लागू कानूनों के पालन के लिए रखे जाते हैं।',
          ],
        },
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [
          'We keep personal data only for as long as it is needed for its purpose, and then delete it:',
        ],
        list: [
          `Contact messages: deleted automatically ${retention.messageMonths} months after they reach us.`,
          `Job applications, with their CVs and the notes our staff made while reviewing them: deleted automatically ${retention.applicationMonths} months after they reach us, so that we can consider you for a similar vacancy meanwhile, unless you ask us to delete them sooner.`,
          'Applications from candidates who are appointed: moved to the staff personnel file and kept as required by employment and education laws.',
          'Server technical records: up to 90 days, unless needed longer to investigate a specific security incident.',
        ],
        hi: {
          heading: 'हम इसे कितने समय तक रखते हैं',
          paragraphs: [
            'हम व्यक्तिगत डेटा केवल तब तक रखते हैं जब तक उसके उद्देश्य के लिए उसकी आवश्यकता हो, और फिर उसे हटा देते हैं:',
          ],
          list: [
            `संपर्क संदेश: हम तक पहुँचने के ${retention.messageMonths} महीने बाद अपने-आप हटा दिए जाते हैं।`,
            `नौकरी के आवेदन, उनके बायोडाटा और उनकी समीक्षा करते समय हमारे कर्मचारियों द्वारा लिखे गए नोट सहित: हम तक पहुँचने के ${retention.applicationMonths} महीने बाद अपने-आप हटा दिए जाते हैं, ताकि इस बीच किसी मिलते-जुलते रिक्त पद के लिए हम आप पर विचार कर सकें, जब तक कि आप उन्हें पहले हटाने का अनुरोध न करें।`,
            'नियुक्त हुए उम्मीदवारों के आवेदन: कर्मचारी की व्यक्तिगत फ़ाइल में रख दिए जाते हैं और रोज़गार व शिक्षा संबंधी कानूनों की अपेक्षा के अनुसार रखे जाते हैं।',
            'सर्वर के तकनीकी रिकॉर्ड: अधिकतम 90 दिन, जब तक कि किसी विशेष सुरक्षा घटना की जाँच के लिए उनकी अधिक समय तक आवश्यकता न हो।',
          ],
        },
      },
      {
        id: 'who-can-read',
        heading: 'Who can read it',
        paragraphs: [
          'Messages and job applications can be read only by school staff who have been given an account for the website’s administration area and are signed in to it, and only where they need them for their work: for example, the office for enquiries and the Principal and selection panel for job applications.',
          'The company that hosts the website processes data on our behalf as a Data Processor, under a contract that allows it to use the data only on our instructions and requires it to keep it secure.',
          'We do not sell, rent or share your personal data for advertising or marketing. We disclose it to government authorities, courts or the police only where the law requires us to.',
        ],
        hi: {
          heading: 'इसे कौन पढ़ सकता है',
          paragraphs: [
            'संदेश और नौकरी के आवेदन केवल विद्यालय के वे कर्मचारी पढ़ सकते हैं जिन्हें वेबसाइट के प्रशासन क्षेत्र का खाता दिया गया है और जो उसमें साइन इन हैं, और वह भी केवल तब जब उन्हें अपने काम के लिए उनकी आवश्यकता हो: उदाहरण के लिए, पूछताछ के लिए कार्यालय, और नौकरी के आवेदनों के लिए प्रधानाचार्य और चयन समिति।',
            'वेबसाइट को होस्ट करने वाली कंपनी हमारी ओर से डेटा प्रसंस्करणकर्ता (डेटा प्रोसेसर) के रूप में डेटा का प्रसंस्करण करती है, ऐसे अनुबंध के अंतर्गत जो उसे डेटा का उपयोग केवल हमारे निर्देशों पर करने देता है और उसे सुरक्षित रखना अनिवार्य करता है।',
            'हम आपका व्यक्तिगत डेटा विज्ञापन या मार्केटिंग के लिए न बेचते हैं, न किराये पर देते हैं, न साझा करते हैं। हम इसे सरकारी प्राधिकरणों, न्यायालयों या पुलिस को केवल तब बताते हैं जब कानून हमसे इसकी अपेक्षा करता है।',
          ],
        },
      },
      {
        id: 'children',
        heading: 'Children’s data',
        paragraphs: [
          'The contact form and the careers section are intended for adults: parents, guardians, job seekers and other visitors. Job applicants must be at least 18 years old.',
          'Under section 9 of the DPDP Act, personal data of a child (a person under 18) may be processed only with the verifiable consent of a parent or lawful guardian. If we learn that a child has sent us personal data through this website without such consent, we will reply, if at all, only through the parent or guardian and delete the child’s data. We do not track, monitor the behaviour of, or target advertising at children.',
          'Photographs of students appear on the site only with the written consent of their parents, who may withdraw it at any time by writing to the school office.',
        ],
        hi: {
          heading: 'बच्चों का डेटा',
          paragraphs: [
            'संपर्क फ़ॉर्म और करियर अनुभाग वयस्कों के लिए हैं: अभिभावक, संरक्षक, नौकरी चाहने वाले और अन्य आगंतुक। नौकरी के आवेदकों की आयु कम से कम 18 वर्ष होनी चाहिए।',
            'डीपीडीपी अधिनियम की धारा 9 के अंतर्गत, किसी बच्चे (18 वर्ष से कम आयु का व्यक्ति) के व्यक्तिगत डेटा का प्रसंस्करण केवल माता-पिता या विधिक संरक्षक की सत्यापन-योग्य सहमति से किया जा सकता है। यदि हमें पता चलता है कि किसी बच्चे ने ऐसी सहमति के बिना इस वेबसाइट के माध्यम से हमें व्यक्तिगत डेटा भेजा है, तो हम उत्तर देंगे भी तो केवल माता-पिता या संरक्षक के माध्यम से, और बच्चे का डेटा हटा देंगे। हम बच्चों को ट्रैक नहीं करते, उनके व्यवहार की निगरानी नहीं करते और उन्हें लक्ष्य करके विज्ञापन नहीं दिखाते।',
            'विद्यार्थियों की फ़ोटो साइट पर केवल उनके अभिभावकों की लिखित सहमति से दिखाई जाती हैं; अभिभावक विद्यालय कार्यालय को लिखकर किसी भी समय यह सहमति वापस ले सकते हैं।',
          ],
        },
      },
      {
        id: 'security',
        heading: 'How we protect it',
        paragraphs: [
          'We take reasonable security safeguards to prevent personal data breaches, including encrypted connections (HTTPS), passwords stored only in hashed form, access limited to signed-in authorised staff, regular backups and software updates.',
          'Uploaded CVs are stored on the school’s server, are not published and are not reachable from the public pages.',
          'If a personal data breach occurs, we will inform the Data Protection Board of India and every affected person in the manner the DPDP Act and its rules require.',
        ],
        hi: {
          heading: 'हम इसकी सुरक्षा कैसे करते हैं',
          paragraphs: [
            'व्यक्तिगत डेटा के उल्लंघन को रोकने के लिए हम उचित सुरक्षा उपाय करते हैं, जिनमें एन्क्रिप्टेड कनेक्शन (एचटीटीपीएस), केवल हैश रूप में रखे गए पासवर्ड, केवल साइन-इन किए हुए अधिकृत कर्मचारियों तक सीमित पहुँच, नियमित बैकअप और सॉफ़्टवेयर अपडेट शामिल हैं।',
            'अपलोड किए गए बायोडाटा विद्यालय के सर्वर पर रखे जाते हैं, प्रकाशित नहीं किए जाते और सार्वजनिक पृष्ठों से उन तक नहीं पहुँचा जा सकता।',
            'यदि व्यक्तिगत डेटा का उल्लंघन होता है, तो हम भारतीय डेटा संरक्षण बोर्ड और हर प्रभावित व्यक्ति को उस तरीके से सूचित करेंगे जिसकी अपेक्षा डीपीडीपी अधिनियम और उसके नियम करते हैं।',
          ],
        },
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: ['Under the DPDP Act you have the right to:'],
        list: [
          'obtain a summary of the personal data we hold about you and of how we process it;',
          'have inaccurate or incomplete data corrected, completed or updated;',
          'have your data erased when it is no longer needed for its purpose, or when you withdraw consent, unless the law requires us to keep it;',
          'withdraw any consent you have given, as easily as you gave it;',
          'have a grievance addressed by us, and then, if you are not satisfied, complain to the Data Protection Board of India;',
          'nominate another person to exercise these rights on your behalf in the event of your death or incapacity.',
        ],
        hi: {
          heading: 'आपके अधिकार',
          paragraphs: ['डीपीडीपी अधिनियम के अंतर्गत आपको यह अधिकार है कि आप:'],
          list: [
            'हमारे पास रखे आपके व्यक्तिगत डेटा का और हम उसका प्रसंस्करण कैसे करते हैं, इसका सारांश प्राप्त करें;',
            'गलत या अधूरे डेटा को ठीक, पूरा या अद्यतन करवाएँ;',
            'जब आपके डेटा की उसके उद्देश्य के लिए आवश्यकता न रहे, या जब आप सहमति वापस ले लें, तो उसे मिटवाएँ, जब तक कि कानून हमसे उसे रखने की अपेक्षा न करे;',
            'दी हुई कोई भी सहमति उतनी ही आसानी से वापस लें जितनी आसानी से आपने उसे दिया था;',
            'अपनी शिकायत का समाधान हमसे करवाएँ, और फिर, यदि आप संतुष्ट न हों, तो भारतीय डेटा संरक्षण बोर्ड से शिकायत करें;',
            'अपनी मृत्यु या अक्षमता की स्थिति में अपनी ओर से इन अधिकारों का उपयोग करने के लिए किसी अन्य व्यक्ति को नामित करें।',
          ],
        },
      },
      {
        id: 'grievance-officer',
        heading: 'Grievance officer and contact',
        paragraphs: [
          `To exercise any of these rights or to raise a concern, write to our Grievance Officer at ${emails.office} with the subject “Personal data request”, or by post to the Grievance Officer, ${name}, ${school.address}.`,
          'We will acknowledge your request within 3 working days and respond within 30 days. We may ask you to confirm your identity before acting on a request, to protect your data from others.',
        ],
        hi: {
          heading: 'शिकायत अधिकारी और संपर्क',
          paragraphs: [
            `इनमें से किसी भी अधिकार का उपयोग करने या कोई चिंता उठाने के लिए हमारे शिकायत अधिकारी को ${emails.office} पर “व्यक्तिगत डेटा अनुरोध” विषय के साथ लिखें, या डाक से शिकायत अधिकारी, ${hindi.name}, ${hindi.address} के पते पर भेजें।`,
            'हम 3 कार्य-दिवसों के भीतर आपके अनुरोध की पावती देंगे और 30 दिनों के भीतर उत्तर देंगे। आपके डेटा को दूसरों से सुरक्षित रखने के लिए, किसी अनुरोध पर कार्रवाई से पहले हम आपसे अपनी पहचान की पुष्टि करने को कह सकते हैं।',
          ],
        },
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy when the law, our website or our practices change. The date at the foot of this page shows when it last changed. If a change affects how we use data you have already given us, we will tell you before it takes effect where we can.',
        ],
        hi: {
          heading: 'इस नीति में बदलाव',
          paragraphs: [
            'जब कानून, हमारी वेबसाइट या हमारी कार्यप्रणाली बदलती है, तब हम इस नीति को अद्यतन कर सकते हैं। इस पृष्ठ के नीचे दी गई तारीख बताती है कि इसमें पिछला बदलाव कब हुआ। यदि किसी बदलाव से उस डेटा के उपयोग पर असर पड़ता है जो आप हमें पहले ही दे चुके हैं, तो जहाँ संभव हो, हम बदलाव लागू होने से पहले आपको बताएँगे।',
          ],
        },
      },
    ],
  });
}
