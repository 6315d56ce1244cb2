import { formatAddress, schoolIdentity } from '#contracts/school-identity.ts';

export const locationMeta = {
  title: 'Our Location',
  description: `How to find ${schoolIdentity.name}: ${formatAddress()}. Map, phone numbers and directions from Bilaspur railway station and bus stand.`,
  path: '/our-location',
};

export type Direction = { from: string; distance: string; text: string };

export const directions: readonly Direction[] = [
  {
    from: 'From Bilaspur railway station',
    distance: 'About 3 km · 10 to 15 minutes',
    text: 'Leave the station by the main exit and take an auto-rickshaw or cab towards Ring Road No. 2. Ask for Vidya Nagar; the school gate is on the main road, opposite the bus bay sign.',
  },
  {
    from: 'From the bus stand',
    distance: 'About 5 km · 15 to 20 minutes',
    text: 'From the inter-state bus terminal, take an auto-rickshaw or cab through the city towards Ring Road No. 2 and turn into Vidya Nagar. City buses on the Ring Road route stop a short walk from the gate.',
  },
  {
    from: 'By air',
    distance: 'Raipur airport: about 120 km',
    text: 'Swami Vivekananda Airport, Raipur, is about two and a half to three hours away by road on the Raipur–Bilaspur highway. Bilaspur’s own airport at Chakarbhatha has a few regional flights.',
  },
];

export const visitTips: readonly string[] = [
  'Visitors enter through the main gate and sign the visitor register.',
  'Parking for visitors is inside the gate, to the right; please do not park on the approach road.',
  'The campus is step-free from the gate to the reception.',
  'Campus tours run Monday to Saturday; walk-ins are welcome.',
];
