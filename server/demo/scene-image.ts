import { images } from '#server/lib/images/image-worker.ts';

/** What a demo picture shows: each news item and gallery post has the drawing of its subject. */
export type SceneKind =
  | 'results'
  | 'saplings'
  | 'relay'
  | 'robotics'
  | 'science'
  | 'debate'
  | 'sports'
  | 'flag'
  | 'stage'
  | 'yoga'
  | 'diyas'
  | 'library';

export type Scene = { kind: SceneKind; sky: string; ground: string; accent: string; label: string };

const person = (x: number, y: number, colour: string, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">
    <circle cx="0" cy="-150" r="32" fill="#8d5524"/>
    <rect x="-34" y="-115" width="68" height="110" rx="20" fill="${colour}"/>
    <rect x="-30" y="-8" width="22" height="90" fill="#37474f"/>
    <rect x="8" y="-8" width="22" height="90" fill="#37474f"/>
  </g>`;

/** The subject in the foreground, drawn on a 1600 x 1000 canvas above the ground line. */
const subjects: Record<SceneKind, (scene: Scene) => string> = {
  results: ({ accent }) => `
    <rect x="380" y="360" width="420" height="320" fill="#fffdf5" stroke="#8d6e63" stroke-width="8"/>
    ${[420, 470, 520, 570].map((y) => `<rect x="430" y="${y}" width="320" height="16" fill="#b0bec5"/>`).join('')}
    <circle cx="720" cy="630" r="36" fill="${accent}"/>
    <path d="M1000 380 h240 v60 q0 140 -120 160 q-120 -20 -120 -160 z" fill="#ffc107" stroke="#b8860b" stroke-width="8"/>
    <rect x="1090" y="600" width="60" height="70" fill="#b8860b"/>
    <rect x="1030" y="670" width="180" height="40" fill="#5d4037"/>`,
  saplings: ({ accent }) =>
    [300, 560, 820, 1080, 1340]
      .map(
        (x) => `<rect x="${x - 8}" y="560" width="16" height="140" fill="#6d4c41"/>
    <circle cx="${x}" cy="540" r="70" fill="#2e7d32"/><circle cx="${x - 40}" cy="580" r="45" fill="#43a047"/>
    <ellipse cx="${x}" cy="705" rx="70" ry="18" fill="${accent}"/>`,
      )
      .join(''),
  relay: ({ accent }) => `
    ${[640, 720, 800].map((y) => `<rect x="0" y="${y}" width="1600" height="6" fill="#ffffff"/>`).join('')}
    ${person(520, 760, accent)}${person(900, 760, '#1565c0')}
    <rect x="555" y="640" width="60" height="14" fill="#ffeb3b" transform="rotate(-20 585 647)"/>`,
  robotics: ({ accent }) => `
    <rect x="650" y="380" width="300" height="220" rx="30" fill="#90a4ae" stroke="#455a64" stroke-width="8"/>
    <circle cx="730" cy="470" r="34" fill="#ffffff"/><circle cx="870" cy="470" r="34" fill="#ffffff"/>
    <circle cx="730" cy="470" r="14" fill="${accent}"/><circle cx="870" cy="470" r="14" fill="${accent}"/>
    <rect x="740" y="540" width="120" height="18" fill="#455a64"/>
    <line x1="800" y1="380" x2="800" y2="320" stroke="#455a64" stroke-width="10"/><circle cx="800" cy="310" r="18" fill="${accent}"/>
    <rect x="680" y="600" width="240" height="120" fill="#78909c"/>
    <circle cx="720" cy="730" r="30" fill="#37474f"/><circle cx="880" cy="730" r="30" fill="#37474f"/>`,
  science: ({ accent }) => `
    <rect x="300" y="600" width="1000" height="30" fill="#795548"/>
    <path d="M520 380 h60 v90 l90 130 h-240 l90 -130 z" fill="#e3f2fd" stroke="#455a64" stroke-width="8"/>
    <path d="M470 560 h160 l40 40 h-240 z" fill="${accent}"/>
    <rect x="820" y="420" width="50" height="180" rx="20" fill="#e3f2fd" stroke="#455a64" stroke-width="8"/>
    <rect x="826" y="520" width="38" height="74" fill="#66bb6a"/>
    <circle cx="1080" cy="500" r="90" fill="#e3f2fd" stroke="#455a64" stroke-width="8"/>
    <circle cx="1080" cy="530" r="60" fill="#ffa726"/>`,
  debate: ({ accent }) => `
    ${person(800, 470, '#1565c0', 0.9)}
    <path d="M640 460 h320 l-40 260 h-240 z" fill="${accent}"/>
    <rect x="620" y="440" width="360" height="30" fill="#5d4037"/>
    <line x1="760" y1="440" x2="790" y2="380" stroke="#37474f" stroke-width="10"/>
    <ellipse cx="795" cy="370" rx="16" ry="22" fill="#263238"/>`,
  sports: ({ accent }) => `
    <ellipse cx="800" cy="760" rx="700" ry="150" fill="none" stroke="#ffffff" stroke-width="10"/>
    ${[360, 560, 760, 960, 1160].map((x, i) => `<line x1="${x}" y1="450" x2="${x}" y2="620" stroke="#5d4037" stroke-width="8"/><path d="M${x} 450 l110 35 l-110 35 z" fill="${['#c62828', '#1565c0', '#2e7d32', '#f9a825', accent][i]}"/>`).join('')}`,
  flag: () => `
    <line x1="800" y1="260" x2="800" y2="720" stroke="#5d4037" stroke-width="14"/>
    <rect x="806" y="270" width="360" height="80" fill="#ff9933"/>
    <rect x="806" y="350" width="360" height="80" fill="#ffffff"/>
    <rect x="806" y="430" width="360" height="80" fill="#138808"/>
    <circle cx="986" cy="390" r="30" fill="none" stroke="#000080" stroke-width="6"/>`,
  stage: ({ accent }) => `
    <rect x="260" y="300" width="1080" height="420" fill="#3e2723"/>
    <path d="M260 300 h300 q-60 200 0 420 h-300 z" fill="${accent}"/>
    <path d="M1340 300 h-300 q60 200 0 420 h300 z" fill="${accent}"/>
    <rect x="260" y="700" width="1080" height="40" fill="#8d6e63"/>
    ${person(700, 690, '#ffb300', 0.9)}${person(900, 690, '#26a69a', 0.9)}`,
  yoga: ({ accent }) =>
    [380, 800, 1220]
      .map(
        (x) => `<rect x="${x - 130}" y="700" width="260" height="30" rx="10" fill="${accent}"/>
    <circle cx="${x}" cy="520" r="30" fill="#8d5524"/>
    <path d="M${x} 550 v90 M${x - 90} 520 l90 40 l90 -40 M${x - 70} 700 l70 -60 l70 60" stroke="#ffffff" stroke-width="22" fill="none" stroke-linecap="round"/>`,
      )
      .join(''),
  diyas: ({ accent }) => `
    <circle cx="800" cy="720" r="170" fill="none" stroke="${accent}" stroke-width="24"/>
    <circle cx="800" cy="720" r="100" fill="none" stroke="#ffeb3b" stroke-width="24"/>
    ${[440, 620, 980, 1160].map((x) => `<path d="M${x - 60} 560 q60 60 120 0 z" fill="#bf360c"/><path d="M${x} 500 q24 30 0 56 q-24 -26 0 -56 z" fill="#ffca28"/>`).join('')}`,
  library: ({ accent }) => `
    <rect x="380" y="300" width="840" height="420" fill="#6d4c41"/>
    ${[330, 470, 610].map((y) => `<rect x="380" y="${y + 120}" width="840" height="16" fill="#4e342e"/>${Array.from({ length: 14 }, (_, i) => `<rect x="${400 + i * 57}" y="${y}" width="44" height="120" fill="${['#c62828', '#1565c0', '#2e7d32', '#f9a825', accent][(i + y) % 5]}"/>`).join('')}`).join('')}`,
};

/** Evening scenes have the moon, not the sun. */
const night = new Set<SceneKind>(['diyas', 'stage']);

/**
 * A drawn scene (sky, sun, ground and the subject: a trophy and certificate for results,
 * saplings for Van Mahotsav, a robot for the robotics lab…) so each demo picture shows what its
 * item is about.
 */
export async function sceneJpeg(scene: Scene, width = 1200, height = 750): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1000">
  <rect width="1600" height="1000" fill="${scene.sky}"/>
  ${night.has(scene.kind) ? '<circle cx="1380" cy="160" r="60" fill="#fff9c4"/>' : '<circle cx="1380" cy="160" r="90" fill="#ffd54f"/>'}
  <path d="M0 700 Q400 560 800 680 T1600 640 V1000 H0 Z" fill="${scene.ground}"/>
  ${subjects[scene.kind](scene)}
  <rect x="0" y="850" width="1600" height="150" fill="#000000" fill-opacity="0.35"/>
  <text x="800" y="950" font-family="sans-serif" font-size="72" text-anchor="middle" fill="#ffffff">${scene.label}</text>
</svg>`;
  return images.svgToJpeg(svg, 82);
}
