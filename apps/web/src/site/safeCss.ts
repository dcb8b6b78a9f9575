/**
 * Colours and font names from a site model go into CSS: only plain values pass, so stored text can never add
 * declarations, load a URL or break out of a style attribute (ADR 0082).
 */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/**
 * The colour if it is a hex, rgb()/hsl() or named colour, else undefined.
 *
 * @example
 * readSafeColor('#0b3d4a'); // "#0b3d4a"
 * readSafeColor('red; background: url(x)'); // undefined
 */
export function readSafeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const color = value.trim();
  return HEX.test(color) || FUNCTIONAL.test(color) || (NAMED.test(color) && color.toLowerCase() !== 'expression')
    ? color
    : undefined;
}

/**
 * A font family name made of letters, digits, spaces and hyphens, quoted for CSS; else undefined.
 *
 * @example
 * readSafeFontFamily('Avenir Next'); // '"Avenir Next"'
 */
export function readSafeFontFamily(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  return /^[\p{L}\p{N} -]{1,64}$/u.test(name) ? `"${name}"` : undefined;
}
