import { decodeHTMLAttribute } from 'entities';

/** One attribute of a tag: lower-case name, value with entities decoded (`undefined` when written bare). */
export interface TagAttribute {
  readonly name: string;
  readonly value: string | undefined;
}

/** What a raw `<…>` token is, read the way an HTML5 tokenizer reads it. */
export type TagToken =
  | {
      readonly kind: 'start';
      readonly name: string;
      readonly attributes: readonly TagAttribute[];
    }
  | { readonly kind: 'end'; readonly name: string }
  /** `<!…>`, `<?…>`, `</ …>`: a browser turns these into comments; they are dropped. */
  | { readonly kind: 'bogus' }
  /** `< 6 >`, `<>`: not a tag at all; the browser shows it as text. */
  | { readonly kind: 'text' };

const WHITESPACE = /[\t\n\f\r ]/;

/**
 * Reads a raw tag token (from `<` to `>`) with the HTML5 tokenizer's rules for tag names and attributes, so
 * `<IMG/SRC=x>` is an `img` with `src="x"` and `<SCRIPT/XSS SRC=…>` is a `script`.
 *
 * @example
 * parseTagToken('<A HREF="/x" title=&quot;t>');
 * // { kind: 'start', name: 'a', attributes: [{ name: 'href', value: '/x' }, { name: 'title', value: '"t' }] }
 */
export function parseTagToken(raw: string): TagToken {
  const inner = raw.endsWith('>') ? raw.slice(1, -1) : raw.slice(1);
  const closing = inner.startsWith('/');
  const body = closing ? inner.slice(1) : inner;
  if (!/^[a-zA-Z]/.test(body)) {
    return inner.startsWith('!') || inner.startsWith('?') || closing ? { kind: 'bogus' } : { kind: 'text' };
  }
  const nameEnd = body.search(/[\t\n\f\r />]/);
  const name = (nameEnd < 0 ? body : body.slice(0, nameEnd)).toLowerCase();
  if (closing) return { kind: 'end', name };
  const rest = nameEnd < 0 ? '' : body.slice(nameEnd);
  return { kind: 'start', name, attributes: parseAttributes(rest) };
}

function parseAttributes(source: string): TagAttribute[] {
  const attributes: TagAttribute[] = [];
  const seen = new Set<string>();
  let i = 0;
  const at = (index: number): string => source.charAt(index);
  while (i < source.length) {
    while (i < source.length && (WHITESPACE.test(at(i)) || at(i) === '/')) i += 1;
    if (i >= source.length) break;
    const nameStart = i;
    i += 1; // a name may start with `=` (HTML5 "unexpected equals sign before attribute name")
    while (i < source.length && !WHITESPACE.test(at(i)) && at(i) !== '/' && at(i) !== '=') i += 1;
    const name = source.slice(nameStart, i).toLowerCase();
    while (i < source.length && WHITESPACE.test(at(i))) i += 1;
    let value: string | undefined;
    if (at(i) === '=') {
      i += 1;
      while (i < source.length && WHITESPACE.test(at(i))) i += 1;
      const quote = at(i);
      if (quote === '"' || quote === "'") {
        const end = source.indexOf(quote, i + 1);
        const stop = end < 0 ? source.length : end;
        value = source.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const start = i;
        while (i < source.length && !WHITESPACE.test(at(i))) i += 1;
        value = source.slice(start, i);
      }
    }
    if (seen.has(name)) continue;
    seen.add(name);
    attributes.push({ name, value: value === undefined ? undefined : decodeHTMLAttribute(value) });
  }
  return attributes;
}
