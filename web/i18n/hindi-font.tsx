import hindiFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

/**
 * Hindi pages fetch the Devanagari font (declared in web/styles/devanagari-font.css) with the
 * page instead of after the first layout, so the text swaps in sooner. One weight only: headings
 * are drawn bold from it, which keeps a Hindi page within 60 KB of its English twin.
 */
export function HindiFontPreload() {
  return <link rel="preload" href={hindiFont} as="font" type="font/woff2" crossOrigin="" />;
}
