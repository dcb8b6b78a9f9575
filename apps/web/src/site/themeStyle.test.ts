import { siteDefaultTheme } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import { readSafeColor, readSafeFontFamily } from './safeCss.ts';
import { themeStyle } from './themeStyle.ts';

describe('site theme as CSS', () => {
  it('gives the spec default theme for the default site', () => {
    const style = themeStyle(siteDefaultTheme());
    expect(style['--site-header-bg']).toBe('#ffffff');
    expect(style['--site-header-text']).toBe('#595959');
    expect(style['--site-link']).toBe('#0079c1');
    expect(style['--site-button-text']).toBe('#ffffff');
    expect(style['--site-font-base']).toMatch(/^"Nunito Sans Variable"/);
  });

  it('never lets stored text add declarations or fetch anything', () => {
    const theme = siteDefaultTheme();
    const hostile = {
      ...theme,
      header: { background: 'red;background-image:url(https://evil.example/x.png)', text: 'expression(alert(1))' },
      fonts: { base: { family: 'x"; src: url(//evil)' }, heading: { family: 'Georgia' } },
    };
    const style = themeStyle(hostile);
    expect(style['--site-header-bg']).toBe('#ffffff');
    expect(style['--site-header-text']).toBe('#595959');
    expect(style['--site-font-base']).not.toContain('evil');
    expect(style['--site-font-heading']).toMatch(/^"Georgia", "Nunito Sans Variable"/);
  });

  it('accepts hex, rgb and hsl colours and names', () => {
    expect(readSafeColor(' #0B3D4A ')).toBe('#0B3D4A');
    expect(readSafeColor('rgb(93, 173, 221)')).toBe('rgb(93, 173, 221)');
    expect(readSafeColor('hsl(200 50% 40% / 0.5)')).toBe('hsl(200 50% 40% / 0.5)');
    expect(readSafeColor('teal')).toBe('teal');
    expect(readSafeColor('url(x)')).toBeUndefined();
    expect(readSafeColor(3)).toBeUndefined();
    expect(readSafeFontFamily('Noto Sans Arabic')).toBe('"Noto Sans Arabic"');
    expect(readSafeFontFamily("a'b")).toBeUndefined();
  });
});
