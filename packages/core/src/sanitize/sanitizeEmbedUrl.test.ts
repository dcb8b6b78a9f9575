import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_HOSTS, sanitizeEmbedUrl } from './sanitizeEmbedUrl.ts';

describe('sanitizeEmbedUrl', () => {
  it('accepts https URLs on allowed hosts, upgrading http', () => {
    expect(sanitizeEmbedUrl('https://www.youtube-nocookie.com/embed/x', DEFAULT_EMBED_HOSTS)).toBe(
      'https://www.youtube-nocookie.com/embed/x',
    );
    expect(sanitizeEmbedUrl('http://player.vimeo.com/video/1', DEFAULT_EMBED_HOSTS)).toBe(
      'https://player.vimeo.com/video/1',
    );
    expect(sanitizeEmbedUrl('https://a.b.riverside.gov/x', ['*.riverside.gov'])).toBe('https://a.b.riverside.gov/x');
  });

  it.each([
    'https://www.youtube.com.evil.net/x',
    'https://evilyoutube.com/x',
    'https://user:pw@www.youtube.com/x',
    '//www.youtube.com/x',
    '/relative',
    'javascript:alert(1)',
    'data:text/html,x',
    '#',
    'ftp://www.youtube.com/x',
  ])('refuses %j', (src) => {
    expect(sanitizeEmbedUrl(src, DEFAULT_EMBED_HOSTS)).toBe('');
  });

  it('does not let a wildcard match the bare domain or a look-alike', () => {
    expect(sanitizeEmbedUrl('https://riverside.gov/x', ['*.riverside.gov'])).toBe('');
    expect(sanitizeEmbedUrl('https://evilriverside.gov/x', ['*.riverside.gov'])).toBe('');
  });
});
