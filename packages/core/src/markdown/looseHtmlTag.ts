import type { TokenizerExtension, RendererExtension } from 'marked';

// No `start` hint: marked's own text rule already stops at every `<`, and a hint that searched ahead would
// make long inputs quadratic.
// A tag as a browser reads it: a name, then anything up to `>` (quoted values may hold `>`). Bounded, and an
// unquoted `<` ends the attempt, because marked tries it at every `<`: 100 KB of `<a ` must stay linear.
const TAG = /^<\/?[a-zA-Z][a-zA-Z0-9-]{0,64}(?=[\s/>])(?:"[^"]{0,2048}"|'[^']{0,2048}'|[^'"<>]){0,4096}>/;

/**
 * A marked extension that reads any tag-shaped run (`<img src=x onerror=y>`) as inline HTML, the way a browser
 * would, instead of CommonMark's strict grammar that shows sloppy tags as literal text. Everything it passes on
 * is sanitised with the rest of the output, so a tag the sanitiser refuses disappears rather than being shown.
 * Autolinks (`<https://…>`, `<a@b.org>`) do not match and keep their meaning.
 *
 * @example
 * new Marked({ extensions: [looseHtmlTag] }).parse('a <IMG SRC=x onerror=y> b'); // '<p>a <IMG SRC=x onerror=y> b</p>\n'
 */
export const looseHtmlTag: TokenizerExtension & RendererExtension = {
  name: 'looseHtmlTag',
  level: 'inline',
  tokenizer(source) {
    const match = TAG.exec(source);
    return match === null ? undefined : { type: 'looseHtmlTag', raw: match[0] };
  },
  renderer(token) {
    return token.raw;
  },
};
