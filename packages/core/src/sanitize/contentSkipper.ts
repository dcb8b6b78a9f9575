import type { TagToken } from './parseTagToken.ts';

/**
 * Elements removed together with everything inside them, whatever the profile: script bodies (spec 2 §5),
 * style sheets, raw-text and foreign-content elements (the usual mutation-XSS carriers), plugins and forms
 * controls whose text is not prose.
 *
 * @example
 * DROPPED_WITH_CONTENT.has('script'); // true
 */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'applet',
  'frameset',
  'head',
  'iframe',
  'math',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'plaintext',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'xml',
  'xmp',
]);

/** Tracks whether the tokens being read are inside an element that is dropped with its content. */
export interface ContentSkipper {
  /** True while inside a dropped element. */
  readonly skipping: () => boolean;
  /** Starts dropping content until the end tag of `name`. */
  readonly skip: (name: string) => void;
  /** Returns true when the token is consumed: inside a dropped element, or the start of one in the list. */
  readonly consume: (token: TagToken) => boolean;
}

/**
 * Creates a skipper for one sanitising run. Nested elements of the same name are counted, and an element
 * never closed drops the rest of the input (as a browser would treat it as its raw text).
 *
 * @example
 * const skipper = createContentSkipper(DROPPED_WITH_CONTENT);
 * skipper.consume({ kind: 'start', name: 'script', attributes: [] }); // true
 * skipper.skipping(); // true
 */
export function createContentSkipper(dropped: ReadonlySet<string>): ContentSkipper {
  let name: string | undefined;
  let depth = 0;
  return {
    skipping: () => name !== undefined,
    skip(tag) {
      name = tag;
      depth = 1;
    },
    consume(token) {
      if (name !== undefined) {
        if (token.kind === 'start' && token.name === name) depth += 1;
        if (token.kind === 'end' && token.name === name) depth -= 1;
        if (depth === 0) name = undefined;
        return true;
      }
      if (token.kind === 'start' && dropped.has(token.name)) {
        name = token.name;
        depth = 1;
        return true;
      }
      return false;
    },
  };
}
