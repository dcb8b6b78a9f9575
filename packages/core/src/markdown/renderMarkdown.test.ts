import { describe, expect, it } from 'vitest';
import sampleJson from '../sanitize/testdata/xss-sample.json';
import { renderMarkdown } from './renderMarkdown.ts';

describe('renderMarkdown', () => {
  it.each([
    ['# Parks', '<h1>Parks</h1>\n'],
    ['Open **daily** and _late_', '<p>Open <strong>daily</strong> and <em>late</em></p>\n'],
    ['- one\n- two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n'],
    ['1. one\n2. two', '<ol>\n<li>one</li>\n<li>two</li>\n</ol>\n'],
    [
      '| a | b |\n|---|---|\n| 1 | 2 |',
      '<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody></table>\n',
    ],
    ['[data](/datasets/abc)', '<p><a href="/datasets/abc">data</a></p>\n'],
    [
      '![A park](https://example.org/a.png "Park")',
      '<p><img src="https://example.org/a.png" alt="A park" title="Park"></p>\n',
    ],
    ['<https://example.org>', '<p><a href="https://example.org">https://example.org</a></p>\n'],
    ['~~old~~', '<p><del>old</del></p>\n'],
    ['```\n<script>alert(1)</script>\n```', '<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;\n</code></pre>\n'],
    ['Use `<b>` for bold', '<p>Use <code>&lt;b&gt;</code> for bold</p>\n'],
    ['5 < 6 & 7', '<p>5 &lt; 6 &amp; 7</p>\n'],
    ['> quoted', '<blockquote>\n<p>quoted</p>\n</blockquote>\n'],
  ])('renders %j', (source, expected) => {
    expect(renderMarkdown(source)).toBe(expected);
  });

  it.each([
    ['[x](javascript:alert(1))', '<p><a>x</a></p>\n'],
    ['![x](javascript:alert(1))', '<p></p>\n'],
    ['Hi <script>alert(1)</script> there', '<p>Hi  there</p>\n'],
    ['<img src=x onerror=alert(1)>', '<img src="x">'],
    ['a <IMG SRC=JaVaScRiPt:alert(1)> b', '<p>a  b</p>\n'],
    ['<div onclick="alert(1)">**not md**</div>', '<div>**not md**</div>'],
    ['<iframe src="https://evil.example/x"></iframe>', ''],
  ])('sanitises %j', (source, expected) => {
    expect(renderMarkdown(source)).toBe(expected);
  });

  it('keeps allowed raw HTML and embeds from the hosts given', () => {
    expect(renderMarkdown('<details><summary>More</summary>text</details>')).toBe(
      '<details><summary>More</summary>text</details>',
    );
    expect(
      renderMarkdown('<iframe src="https://maps.riverside.gov/a" title="Map"></iframe>', {
        embedHosts: ['maps.riverside.gov'],
      }),
    ).toContain('<iframe src="https://maps.riverside.gov/a" title="Map"');
  });

  it('upgrades http on request', () => {
    expect(renderMarkdown('[x](http://example.org)', { upgradeHttp: true })).toBe(
      '<p><a href="https://example.org">x</a></p>\n',
    );
  });

  it('keeps unterminated tag runs as text and reads the tag after them', () => {
    expect(renderMarkdown('<a '.repeat(3) + '<b>x</b>')).toBe('<p>&lt;a &lt;a &lt;a <b>x</b></p>\n');
    expect(renderMarkdown('a <b title="1 > 0">x</b>')).toBe('<p>a <b title="1 &gt; 0">x</b></p>\n');
  });

  it('returns an empty string for empty input', () => {
    expect(renderMarkdown('')).toBe('');
    expect(renderMarkdown('  \n ')).toBe('');
    expect(renderMarkdown(undefined)).toBe('');
  });

  it('blocks every hostile input of xss-sample.json and keeps every benign one', () => {
    const failures: string[] = [];
    for (const { input, mustNotContain } of sampleJson.hostile) {
      const output = renderMarkdown(input).toLowerCase();
      if (mustNotContain.some((needle) => output.includes(needle.toLowerCase()))) failures.push(input);
    }
    for (const { input, mustContain } of sampleJson.benign) {
      const output = renderMarkdown(input).toLowerCase();
      if (!mustContain.every((needle) => output.includes(needle.toLowerCase()))) failures.push(input);
    }
    expect(sampleJson.hostile.length + sampleJson.benign.length).toBeGreaterThanOrEqual(65);
    expect(failures).toEqual([]);
  });
});
