import type { PageInput, RichInline } from '#contracts/content/pages.ts';
import { formatAddress, schoolIdentity } from '#contracts/school-identity.ts';

const { name, phones, emails, mapEmbedUrl, mapLinkUrl } = schoolIdentity;

const link = (text: string, href: string): RichInline => ({
  type: 'text',
  text,
  marks: [{ type: 'link', attrs: { href } }],
});
const label = (text: string): RichInline => ({ type: 'text', text, marks: [{ type: 'bold' }] });
const lineBreak: RichInline = { type: 'hardBreak' };

export const ourLocationPage: PageInput = {
  slug: 'our-location',
  title: 'Our Location',
  description: `How to find ${name}: ${formatAddress()}. Map, phone numbers and directions from Bilaspur railway station and bus stand.`,
  hero: {
    eyebrow: 'Contact',
    title: 'Our Location',
    lead: 'Our campus is on Ring Road No. 2 in Vidya Nagar, Bilaspur, within easy reach of the railway station and the bus stand.',
  },
  sections: [
    {
      type: 'section',
      id: 'address-and-map',
      title: 'Address and map',
      tone: 'plain',
      blocks: [
        {
          type: 'columns',
          main: [
            { type: 'map', title: `Map showing the location of ${name}`, embedUrl: mapEmbedUrl },
          ],
          side: [
            {
              type: 'aside',
              title: 'Address',
              doc: {
                type: 'doc',
                content: [
                  {
                    type: 'paragraph',
                    content: [
                      { type: 'text', text: name },
                      lineBreak,
                      { type: 'text', text: formatAddress() },
                      lineBreak,
                      { type: 'text', text: 'India' },
                    ],
                  },
                  {
                    type: 'paragraph',
                    content: [
                      label('Phone'),
                      ...phones.flatMap((phone) => [
                        lineBreak,
                        link(phone, `tel:${phone.replace(/\s+/g, '')}`),
                      ]),
                    ],
                  },
                  {
                    type: 'paragraph',
                    content: [
                      label('E-mail'),
                      lineBreak,
                      link(emails.office, `mailto:${emails.office}`),
                    ],
                  },
                  {
                    type: 'paragraph',
                    content: [
                      label('Office hours'),
                      lineBreak,
                      { type: 'text', text: 'Monday to Friday, 9:00 AM to 3:00 PM' },
                    ],
                  },
                  {
                    type: 'paragraph',
                    content: [link('Open the map in a larger view', mapLinkUrl)],
                  },
                ],
              },
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'how-to-reach-us',
      title: 'How to reach us',
      tone: 'muted',
      blocks: [
        {
          type: 'cards',
          minWidth: '18rem',
          items: [
            {
              title: 'From Bilaspur railway station',
              meta: 'About 3 km · 10 to 15 minutes',
              text: 'Leave the station by the main exit and take an auto-rickshaw or cab towards Ring Road No. 2. Ask for Vidya Nagar; the school gate is on the main road, opposite the bus bay sign.',
            },
            {
              title: 'From the bus stand',
              meta: 'About 5 km · 15 to 20 minutes',
              text: 'From the inter-state bus terminal, take an auto-rickshaw or cab through the city towards Ring Road No. 2 and turn into Vidya Nagar. City buses on the Ring Road route stop a short walk from the gate.',
            },
            {
              title: 'By air',
              meta: 'Raipur airport: about 120 km',
              text: 'Swami Vivekananda Airport, Raipur, is about two and a half to three hours away by road on the Raipur–Bilaspur highway. Bilaspur’s own airport at Chakarbhatha has a few regional flights.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'when-you-arrive',
      title: 'When you arrive',
      tone: 'plain',
      blocks: [
        {
          type: 'list',
          style: 'check',
          items: [
            'Visitors enter through the main gate and sign the visitor register.',
            'Parking for visitors is inside the gate, to the right; please do not park on the approach road.',
            'The campus is step-free from the gate to the reception.',
            'Campus tours run Monday to Saturday; walk-ins are welcome.',
          ],
        },
        {
          type: 'actions',
          actions: [
            { label: 'Book a school tour', to: '/contact' },
            { label: 'Parent visiting hours', to: '/parent-visiting-hours', variant: 'secondary' },
          ],
        },
      ],
    },
  ],
};
