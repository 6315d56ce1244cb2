import sharp from 'sharp';

export type Scene = { sky: string; ground: string; accent: string; label: string };

/** A simple drawn scene (sky, sun, hills, a building) so demo pictures look like pictures. */
export async function sceneJpeg(scene: Scene, width = 1200, height = 750): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1000">
  <rect width="1600" height="1000" fill="${scene.sky}"/>
  <circle cx="1300" cy="200" r="110" fill="#ffd54f"/>
  <path d="M0 700 Q400 520 800 680 T1600 640 V1000 H0 Z" fill="${scene.ground}"/>
  <rect x="520" y="430" width="560" height="300" fill="#f5e6c8" stroke="#8d6e63" stroke-width="8"/>
  <polygon points="500,440 800,300 1100,440" fill="${scene.accent}"/>
  <rect x="760" y="590" width="80" height="140" fill="#6d4c41"/>
  <text x="800" y="900" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#ffffff">${scene.label}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
