import type { SchoolProfile } from '#contracts/school-profile.ts';

/** The widest a logo is drawn, as a multiple of its height: a long banner would push the name out. */
const widestRatio = 3;

/**
 * The school's logo from its settings (`/logo.svg` or an upload) at the given height with its own
 * proportions (a wide one is drawn smaller), so the page keeps its layout while it loads. It sits
 * beside the school's name, which says what it shows: no text of its own (alt="").
 */
export function SchoolLogo({ logo, height }: { logo: SchoolProfile['logo']; height: number }) {
  const width = Math.round(height * Math.min(logo.width / logo.height, widestRatio));
  return <img src={logo.src} alt="" width={width} height={height} />;
}
