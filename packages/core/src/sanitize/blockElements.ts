/**
 * Elements that end a run of text. Where a profile removes one, its text must not run into the next word
 * (`<p>Parks</p><p>Trails</p>` → `Parks Trails`, not `ParksTrails`): the text profiles break the line, the
 * markup profiles write a space.
 *
 * @example
 * BLOCK_ELEMENTS.has('p'); // true
 */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set(
  'address article aside blockquote br caption dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tr ul'.split(
    ' ',
  ),
);
