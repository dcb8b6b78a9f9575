import { decodeHTML } from 'entities';
import { BLOCK_ELEMENTS } from './blockElements.ts';
import { createContentSkipper, DROPPED_WITH_CONTENT } from './contentSkipper.ts';
import { tokenizeHtml } from './esriHtmlTokenizer.ts';
import { parseTagToken } from './parseTagToken.ts';
import { withoutUnterminatedTag } from './withoutUnterminatedTag.ts';

/**
 * The "no HTML" profile's core (spec 2 §5): the text of `html` as plain characters (not HTML). Tags are
 * removed, script-like elements with their content, entities decoded (`&amp;` → `&`), block boundaries become
 * line breaks and runs of spaces collapse. Render the result as text (React does), never as HTML; use
 * `sanitizeHtml(html, 'noHtml')` for the escaped form.
 *
 * @example
 * htmlToText('<p>Parks &amp; trails</p><script>x()</script><p>2 &lt; 3</p>'); // 'Parks & trails\n2 < 3'
 */
export function htmlToText(html: string | null | undefined): string {
  if (typeof html !== 'string' || html === '') return '';
  const skipper = createContentSkipper(DROPPED_WITH_CONTENT);
  const text = tokenizeHtml(html.replace(/\0/g, ''), {
    text: (raw) => (skipper.skipping() ? '' : decodeHTML(withoutUnterminatedTag(raw))),
    tag: (raw) => {
      const token = parseTagToken(raw);
      if (skipper.consume(token)) return '';
      if (token.kind === 'text') return decodeHTML(raw);
      if (token.kind === 'bogus') return '';
      if (token.name === 'td' || token.name === 'th') return ' ';
      return BLOCK_ELEMENTS.has(token.name) ? '\n' : '';
    },
  });
  return text
    .split(/\r\n|[\r\n]/)
    .map((line) => line.replace(/[\s\u00A0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
