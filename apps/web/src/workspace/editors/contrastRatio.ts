/** `#rgb` or `#rrggbb` → channels 0–255; undefined for anything else (named or functional colours). */
function channels(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/**
 * The WCAG 2.2 contrast ratio of two hex colours (1 to 21), or undefined when either is not a hex colour.
 * Normal text needs at least 4.5 (success criterion 1.4.3).
 *
 * @example
 * contrastRatio('#ffffff', '#000000'); // 21
 * contrastRatio('#ffffff', '#767676'); // ≈ 4.54
 */
export function contrastRatio(a: string, b: string): number | undefined {
  const ca = channels(a);
  const cb = channels(b);
  if (!ca || !cb) return undefined;
  const [light, dark] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The ratio normal text needs (WCAG 2.2 AA). */
export const MIN_TEXT_CONTRAST = 4.5;
