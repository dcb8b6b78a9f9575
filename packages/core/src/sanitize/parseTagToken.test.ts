import { describe, expect, it } from 'vitest';
import { parseTagToken } from './parseTagToken.ts';

describe('parseTagToken', () => {
  it('reads names and attributes the HTML5 way', () => {
    expect(parseTagToken('<A HREF="/x" Title=\'t\' data-x=1 hidden>')).toEqual({
      kind: 'start',
      name: 'a',
      attributes: [
        { name: 'href', value: '/x' },
        { name: 'title', value: 't' },
        { name: 'data-x', value: '1' },
        { name: 'hidden', value: undefined },
      ],
    });
  });

  it('ends the name at a slash', () => {
    expect(parseTagToken('<SCRIPT/XSS SRC="x">')).toMatchObject({ kind: 'start', name: 'script' });
    expect(parseTagToken('<img/src=x>')).toEqual({
      kind: 'start',
      name: 'img',
      attributes: [{ name: 'src', value: 'x' }],
    });
  });

  it('decodes attribute entities, including semicolon-less numeric ones', () => {
    expect(parseTagToken('<a href=&#106;&#97&#x76;a&colon;x>')).toMatchObject({
      attributes: [{ name: 'href', value: 'java:x' }],
    });
  });

  it('keeps the first of duplicate attributes', () => {
    expect(parseTagToken('<p style="a" STYLE="b">')).toMatchObject({ attributes: [{ name: 'style', value: 'a' }] });
  });

  it('reads a value after spaces around =', () => {
    expect(parseTagToken('<img src = "a.png" >')).toMatchObject({ attributes: [{ name: 'src', value: 'a.png' }] });
    expect(parseTagToken('<img SRC= onmouseover="x">')).toMatchObject({
      attributes: [{ name: 'src', value: 'onmouseover="x"' }],
    });
  });

  it('tells end tags, bogus comments and text apart', () => {
    expect(parseTagToken('</TD >')).toEqual({ kind: 'end', name: 'td' });
    expect(parseTagToken('<!DOCTYPE html>')).toEqual({ kind: 'bogus' });
    expect(parseTagToken('<?xml version="1.0"?>')).toEqual({ kind: 'bogus' });
    expect(parseTagToken('</ x>')).toEqual({ kind: 'bogus' });
    expect(parseTagToken('< 6 & 7 >')).toEqual({ kind: 'text' });
    expect(parseTagToken('<>')).toEqual({ kind: 'text' });
  });
});
