// PostgreSQL's `english` text-search stop words (the Snowball list). They are dropped before a
// tsquery is built, so that a term made only of stop words matches everything (as a Lucene
// analyser would) instead of nothing.
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is are ' +
    'was were be been being have has had having do does did doing a an the and but if or because as until while of ' +
    'at by for with about against between into through during before after above below to from up down in out on ' +
    'off over under again further then once here there when where why how all any both each few more most other ' +
    'some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

/** Longer words are cut: PostgreSQL refuses lexemes over 2 KB, and no real word is this long. */
const MAX_WORD = 64;

/**
 * The searchable words of a term: runs of letters and digits, lower-cased, without stop words.
 * Everything else (punctuation, operators of the tsquery syntax, quotes) separates words, so the
 * tsquery built from them can never be malformed.
 *
 * @example
 * searchWords("The River's edge: C++"); // ['river', 'edge', 'c']
 */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((w) => w.slice(0, MAX_WORD)).filter((w) => !STOP_WORDS.has(w));
}

export interface TsQueryOptions {
  /** Words must follow each other (a quoted phrase). */
  readonly phrase: boolean;
  /** The last word matches as a prefix (`park*`). */
  readonly prefix: boolean;
  /** Restrict to one weight of the search vector (A title, B tags, C snippet, D description). */
  readonly weight?: 'A' | 'B' | 'C' | 'D';
}

/**
 * The text of a `to_tsquery('english', ...)` for a term, or undefined when it has no searchable
 * word. Built only from {@link searchWords}, so it is always valid tsquery syntax; it is still bound
 * as a parameter, never spliced into SQL.
 *
 * @example
 * tsQueryText('park map', { phrase: true, prefix: false, weight: 'A' }); // 'park:A <-> map:A'
 */
export function tsQueryText(value: string, options: TsQueryOptions): string | undefined {
  const words = searchWords(value);
  if (words.length === 0) return undefined;
  const last = words.length - 1;
  const parts = words.map((word, i) => {
    const marks = `${options.prefix && i === last ? '*' : ''}${options.weight ?? ''}`;
    return marks ? `${word}:${marks}` : word;
  });
  return parts.join(options.phrase ? ' <-> ' : ' & ');
}
