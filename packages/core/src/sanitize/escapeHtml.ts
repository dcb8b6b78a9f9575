// Output escaping. Every string the sanitiser writes goes through one of these, so what a browser parses
// is exactly what the policy checked.

/**
 * Escapes text for an HTML text node (`&`, `<`, `>`).
 *
 * @example
 * escapeHtmlText('5 < 6 & 7'); // '5 &lt; 6 &amp; 7'
 */
export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Escapes text for a double-quoted HTML attribute value (`&`, `"`, `'`, `<`, `>`).
 *
 * @example
 * escapeHtmlAttribute('a "b" & c'); // 'a &quot;b&quot; &amp; c'
 */
export function escapeHtmlAttribute(value: string): string {
  return escapeHtmlText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
