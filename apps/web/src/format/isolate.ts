/**
 * A value set apart from the sentence around it (Unicode's left-to-right isolate, U+2066 … U+2069): in a right-to-left
 * sentence a minus sign stays in front of its number, and a path's slashes stay where they are.
 *
 * @example
 * t('content.extentWords', { west: isolate(fmt.format(-117.52)), … }); // "…‎-117.52…" read left to right in Hebrew
 */
export function isolate(value: string): string {
  return `\u2066${value}\u2069`;
}
