/**
 * The tokenizer hands over `<img src=x` (no `>` before the next `<` or the end) as text. A browser reads it as
 * the start of a tag, never as text, so it is removed rather than shown.
 *
 * @example
 * withoutUnterminatedTag('a <img src="javascript:x"'); // 'a '
 */
export function withoutUnterminatedTag(text: string): string {
  return text.replace(/<[a-zA-Z/!?][\s\S]*$/, '');
}
