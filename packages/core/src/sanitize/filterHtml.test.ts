import { describe, expect, it } from 'vitest';
import { filterHtml, type FilterHtmlOptions } from './filterHtml.ts';
import { HTML_PROFILES } from './htmlProfiles.ts';

const options: FilterHtmlOptions = { upgradeHttp: false, embedHosts: [] };

describe('filterHtml: balanced output for server-rendered pages', () => {
  it.each([
    [
      'closes what is left open',
      '<p>unclosed <b>bold <a href="/x">link',
      '<p>unclosed <b>bold <a href="/x">link</a></b></p>',
    ],
    ['drops end tags never opened', '</div></div><p>x</p></section>', '<p>x</p>'],
    ['drops list items and cells outside their parents', '<li>orphan</li><td>cell</td>', 'orphancell'],
    ['closes implied list items', '<ul><li>a<li>b</ul>', '<ul><li>a</li><li>b</li></ul>'],
    [
      'closes implied cells and rows',
      '<table><tr><td>a<td>b<tr><td>c</table>',
      '<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>',
    ],
    ['closes a paragraph before a block', '<p>a<div>b</div>c</p>', '<p>a</p><div>b</div>c'],
    ['closes a heading before a heading', '<h1>a<h2>b</h2></h1>', '<h1>a</h1><h2>b</h2>'],
    ['never nests links', '<a href="/x">a<a href="/y">b</a>c</a>', '<a href="/x">ab</a>c'],
    ['closes misnested inline tags in order', '<b><i>x</b>y</i>', '<b><i>x</i></b>y'],
    ['removes an unterminated tag at the end', 'text <img src="javascript:alert(1)"', 'text '],
    ['keeps a lone < as text', 'a < b > c', 'a &lt; b &gt; c'],
  ])('%s', (_description, input, expected) => {
    expect(filterHtml(input, HTML_PROFILES.richTextCard, options)).toBe(expected);
  });

  it('writes every tag it opens and closes nothing else, for any nesting', () => {
    const soup = '<table><p><li><b><td><ul><h1><a href="/x"><h2></div><tr><i><dl><dd><a href="/y"></table></b>';
    const output = filterHtml(soup, HTML_PROFILES.richTextCard, options);
    const opened = [...output.matchAll(/<([a-z0-9]+)[\s>]/g)].map((m) => m[1]);
    const closed = [...output.matchAll(/<\/([a-z0-9]+)>/g)].map((m) => m[1]);
    expect(closed.sort()).toEqual(opened.filter((name) => name !== 'img' && name !== 'br').sort());
  });
});
