/** Marks a kept comment in text the tokenizer passes through: private-use characters no input keeps (see below). */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKED = /\uE000(\d+)\uE001/g;

/**
 * Comments as HTML ends them: at `-->` or `--!>`; `<!-->` and `<!--->` are empty. One never closed is not kept (a
 * browser would hide the rest of the page in it): the tokenizer drops its `<!--` as before.
 */
const COMMENT = /<!--(?:>|->|([\s\S]*?)--!?>)/g;

/**
 * What a kept comment says, made inert: no `<`, `>`, quote, backtick or `=` (nothing in it reads as markup), no run
 * of hyphens and none at either end (so it cannot close early).
 */
function inert(text: string): string {
  return text
    .replace(/[<>"'`=\0\uE000\uE001]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Comments lifted out of markup before it is tokenized, and put back, inert, into the sanitised output. */
export interface KeptComments {
  /** The markup with each comment replaced by a marker the tokenizer treats as text. */
  readonly markup: string;
  /** Sanitised text with its markers turned back into `<!--…-->`. */
  readonly restore: (text: string) => string;
}

/**
 * Lifts the comments out of markup so a sanitiser keeps them (spec 3 §5 "Comments are allowed"): each becomes a
 * marker of private-use characters (which are removed from the input first, so none can be forged), and comes back
 * as `<!--{text}-->` with its text made inert — no `<`, `>`, quotes, `=` or run of hyphens — so it can neither
 * close early nor hide the page after it. The tokenizer never sees a kept comment.
 *
 * @example
 * const kept = keepComments('a<!-- note -->b');
 * kept.restore(kept.markup); // "a<!-- note -->b"
 */
export function keepComments(html: string): KeptComments {
  const comments: string[] = [];
  const markup = html
    .replace(/[\uE000\uE001]/g, '')
    .replace(COMMENT, (_whole, text: string | undefined) => `${OPEN}${comments.push(inert(text ?? '')) - 1}${CLOSE}`);
  return {
    markup,
    restore: (text) => text.replace(MARKED, (_marker, index: string) => `<!--${comments[Number(index)] ?? ''}-->`),
  };
}
