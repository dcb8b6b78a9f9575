import { describe, expect, it } from 'vitest';
import { htmlToText } from './htmlToText.ts';

describe('htmlToText', () => {
  it.each([
    ['<p>Parks &amp; <b>trails</b></p>', 'Parks & trails'],
    ['<h1>T</h1><ul><li>one</li><li>two</li></ul>', 'T\none\ntwo'],
    ['<table><tr><td>a</td><td>b</td></tr></table>', 'a b'],
    ['x<br>y', 'x\ny'],
    ['a<script>alert(1)</script><style>p{}</style>b', 'ab'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
    ['5 < 6 &amp; 7 > 3', '5 < 6 & 7 > 3'],
    ['  lots   of\n\n\n space\u00a0here ', 'lots of\nspace here'],
    ['&eacute;t&eacute; &#x1F600; &nbsp;', 'été 😀'],
    ['a<!-- hidden -->b', 'ab'],
    ['tail <img src="x"', 'tail'],
  ])('%j → %j', (input, expected) => {
    expect(htmlToText(input)).toBe(expected);
  });

  it('returns an empty string for empty input', () => {
    expect(htmlToText('')).toBe('');
    expect(htmlToText(null)).toBe('');
  });
});
