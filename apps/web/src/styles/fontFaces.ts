import arabic from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url';
import latinExt from '@fontsource-variable/nunito-sans/files/nunito-sans-latin-ext-wght-normal.woff2?url';
import latin from '@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url';

/**
 * The bundled fonts (no CDN): Nunito Sans for Latin text (standing in for the theme default, Avenir Next) and Noto
 * Sans Arabic. `font-display: optional` with the file preloaded: the face is used when it arrives in time, and a
 * late font never re-flows a page the visitor is already reading (no layout shift).
 */
const FACES = [
  {
    family: 'Nunito Sans Variable',
    weight: '200 1000',
    url: latin,
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    family: 'Nunito Sans Variable',
    weight: '200 1000',
    url: latinExt,
    range:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  {
    family: 'Noto Sans Arabic Variable',
    weight: '100 900',
    url: arabic,
    range:
      'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
  },
] as const;

/** The `@font-face` rules, written into the page head by the server. */
export const FONT_FACES_CSS = FACES.map(
  (face) =>
    `@font-face{font-family:'${face.family}';font-style:normal;font-display:optional;font-weight:${face.weight};` +
    `src:url(${face.url}) format('woff2-variations');unicode-range:${face.range}}`,
).join('');

/** The font files a page in a given direction is sure to need: preloaded so they arrive before first paint. */
export function fontPreloads(dir: 'ltr' | 'rtl'): string[] {
  return dir === 'rtl' ? [latin, arabic] : [latin];
}

/** Adds the rules to a page the server did not render (they are already there on server-rendered pages). */
export function ensureFontFaces(doc: Document): void {
  if (doc.getElementById('plaza-fonts')) return;
  const style = doc.createElement('style');
  style.id = 'plaza-fonts';
  style.textContent = FONT_FACES_CSS;
  doc.head.append(style);
}
