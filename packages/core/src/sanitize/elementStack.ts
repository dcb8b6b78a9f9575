// Keeps sanitised markup balanced and shaped the way a browser will parse it. Sanitised HTML is written into
// server-rendered pages, where an unclosed <a> would swallow the page after it and a stray </div> would close
// the page's own containers. So: every element we open is closed, an end tag we did not open is dropped, and
// the implicit closes of the HTML5 tree builder (a <p> closed by a block, an <li> by the next <li>, a cell by
// the next cell) are applied here, so the tree the browser builds is the tree we wrote (ADR 0071).

/**
 * Deepest nesting written. Deeper start tags are dropped (their text kept): no document needs more, and it keeps
 * every stack scan short on hostile input (50,000 nested <div>s).
 */
export const MAX_DEPTH = 256;

/** Elements without content or end tag. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['br', 'col', 'hr', 'img', 'source', 'wbr']);

// Parent an element needs right above it; without it the tag is dropped (its text is kept).
const PARENTS: Readonly<Record<string, readonly string[]>> = {
  li: ['ul', 'ol'],
  dt: ['dl'],
  dd: ['dl'],
  caption: ['table'],
  colgroup: ['table'],
  thead: ['table'],
  tbody: ['table'],
  tfoot: ['table'],
  tr: ['table', 'thead', 'tbody', 'tfoot'],
  td: ['tr'],
  th: ['tr'],
  col: ['colgroup', 'table'],
  figcaption: ['figure'],
  summary: ['details'],
  source: ['video', 'audio'],
};
// Children an element accepts; anything else started inside it is dropped (browsers would move it out).
const CHILDREN: Readonly<Record<string, readonly string[]>> = {
  table: ['caption', 'colgroup', 'thead', 'tbody', 'tfoot', 'tr'],
  thead: ['tr'],
  tbody: ['tr'],
  tfoot: ['tr'],
  tr: ['td', 'th'],
  colgroup: ['col'],
  ul: ['li'],
  ol: ['li'],
  dl: ['dt', 'dd'],
};
// Start tags that close an open <p> (HTML5 "close a p element").
const CLOSES_P: ReadonlySet<string> = new Set(
  'address article aside blockquote details div dl figcaption figure footer h1 h2 h3 h4 h5 h6 header hr main nav ol p pre section summary table ul'.split(
    ' ',
  ),
);
const TABLE_SCOPE: ReadonlySet<string> = new Set(['table', 'caption', 'td', 'th']);
const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
// Start tag → the open elements it implicitly closes, and where the search for them stops.
const IMPLIED_CLOSE: Readonly<
  Record<string, { readonly close: readonly string[]; readonly stop: ReadonlySet<string> }>
> = {
  li: { close: ['li'], stop: new Set(['ul', 'ol', ...TABLE_SCOPE]) },
  dt: { close: ['dt', 'dd'], stop: new Set(['dl', ...TABLE_SCOPE]) },
  dd: { close: ['dt', 'dd'], stop: new Set(['dl', ...TABLE_SCOPE]) },
  td: { close: ['td', 'th'], stop: new Set(['tr', 'table']) },
  th: { close: ['td', 'th'], stop: new Set(['tr', 'table']) },
  tr: { close: ['tr'], stop: new Set(['table', 'thead', 'tbody', 'tfoot']) },
  thead: { close: ['thead', 'tbody', 'tfoot', 'caption', 'colgroup'], stop: new Set(['table']) },
  tbody: { close: ['thead', 'tbody', 'tfoot', 'caption', 'colgroup'], stop: new Set(['table']) },
  tfoot: { close: ['thead', 'tbody', 'tfoot', 'caption', 'colgroup'], stop: new Set(['table']) },
  caption: { close: ['caption', 'colgroup'], stop: new Set(['table']) },
  colgroup: { close: ['caption', 'colgroup'], stop: new Set(['table']) },
};

/** The open elements of one sanitising run. */
export interface ElementStack {
  /** Opens `name` if it may go here; `closes` are end tags to write first (also when the tag is dropped). */
  readonly open: (name: string) => { readonly closes: string; readonly accepted: boolean };
  /** Closes `name`: returns the end tags to write (also of elements still open inside it), `''` if not open. */
  readonly close: (name: string) => string;
  /** Closes everything still open. */
  readonly closeAll: () => string;
}

/**
 * Creates the stack of open elements for one sanitising run.
 *
 * @example
 * const stack = createElementStack();
 * stack.open('ul'); stack.open('li');
 * stack.open('li'); // { closes: '</li>', accepted: true }
 * stack.closeAll(); // '</li></ul>'
 */
export function createElementStack(): ElementStack {
  const open: string[] = [];
  const current = (): string | undefined => open[open.length - 1];
  const popTo = (index: number): string =>
    open
      .splice(index)
      .reverse()
      .map((name) => `</${name}>`)
      .join('');
  const find = (names: readonly string[], stop: ReadonlySet<string>): number => {
    for (let i = open.length - 1; i >= 0; i -= 1) {
      const name = open[i] ?? '';
      if (names.includes(name)) return i;
      if (stop.has(name)) return -1;
    }
    return -1;
  };

  return {
    open(name) {
      let closes = '';
      if (CLOSES_P.has(name)) {
        const p = find(['p'], TABLE_SCOPE);
        if (p >= 0) closes += popTo(p);
      }
      if (HEADINGS.has(name) && HEADINGS.has(current() ?? '')) closes += popTo(open.length - 1);
      const implied = IMPLIED_CLOSE[name];
      if (implied !== undefined) {
        const index = find(implied.close, implied.stop);
        if (index >= 0) closes += popTo(index);
      }
      const parent = current();
      const parents = PARENTS[name];
      const children = parent === undefined ? undefined : CHILDREN[parent];
      const accepted =
        (open.length < MAX_DEPTH || VOID_ELEMENTS.has(name)) &&
        !(name === 'a' && open.includes('a')) &&
        (parents === undefined || (parent !== undefined && parents.includes(parent))) &&
        (children === undefined || children.includes(name));
      if (accepted && !VOID_ELEMENTS.has(name)) open.push(name);
      return { closes, accepted };
    },
    close(name) {
      const index = open.lastIndexOf(name);
      return index < 0 ? '' : popTo(index);
    },
    closeAll() {
      return popTo(0);
    },
  };
}
