import { describe, expect, it } from 'vitest';
import { CSS_PROPERTIES } from './cssAllowList.ts';
import { sanitizeStyle } from './sanitizeStyle.ts';

describe('sanitizeStyle', () => {
  it.each([
    ['color: red', 'color: red'],
    ['COLOR:Red;', 'color: Red'],
    ['color: red; position: fixed; top: 0; z-index: 9', 'color: red'],
    [
      'font-family: "Avenir Next", sans-serif; font-size: 1.2em',
      'font-family: "Avenir Next", sans-serif; font-size: 1.2em',
    ],
    ['width: calc(100% - 2px); margin: 0 auto', 'width: calc(100% - 2px); margin: 0 auto'],
    ['background-color: rgb(0, 128, 0)', 'background-color: rgb(0, 128, 0)'],
    ['background: linear-gradient(#fff, #000)', 'background: linear-gradient(#fff, #000)'],
    ['color: red !important', 'color: red !important'],
    ['text-align: right; direction: rtl', 'text-align: right'],
    ['color: red; } body { display: none', 'color: red'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeStyle(input)).toBe(expected);
  });

  it.each([
    "width: expression(alert('XSS'))",
    'background: url(javascript:alert(1))',
    'background: url(https://tracker.example/p.gif)',
    'background-image: url(x.png)',
    'list-style-image: url(x.png)',
    'behavior: url(xss.htc)',
    '-moz-binding: url(x.xml#xss)',
    'color: \\72 ed',
    'background: u\\72l(x)',
    'color: red /* comment */',
    'width: e/**/xpression(alert(1))',
    'color: attr(title)',
    'background: image-set("x.png" 1x)',
    '--x: red',
    'color: "unbalanced',
    'width: calc(1px',
    'font-family: a:b',
    'content: "x"',
    'position: absolute',
  ])('drops %j', (input) => {
    expect(sanitizeStyle(input)).toBe('');
  });

  it('starts from the ArcGIS list without position or image-URL properties', () => {
    expect(CSS_PROPERTIES).toEqual(expect.arrayContaining(['color', 'text-align', 'flex', 'grid-area']));
    for (const property of ['position', 'z-index', 'top', 'transform', 'background-image', 'list-style-image']) {
      expect(CSS_PROPERTIES).not.toContain(property);
    }
  });
});
