import { describe, expect, it } from 'vitest';
import { portalUrlFor, toPublicUrl } from './portalUrl.ts';

describe('portal addresses', () => {
  it('uses the server address while rendering', () => {
    expect(portalUrlFor({ portalUrl: 'http://127.0.0.1:9/sharing/rest' })).toBe('http://127.0.0.1:9/sharing/rest');
  });

  it('makes addresses on the called portal root-relative and leaves others alone', () => {
    const portal = 'http://127.0.0.1:9/sharing/rest';
    expect(toPublicUrl('http://127.0.0.1:9/sharing/rest/content/items/a/info/t.svg', portal)).toBe(
      '/sharing/rest/content/items/a/info/t.svg',
    );
    expect(toPublicUrl('https://example.org/x.png', portal)).toBe('https://example.org/x.png');
    expect(toPublicUrl('http://127.0.0.1:99/x.png', portal)).toBe('http://127.0.0.1:99/x.png');
  });
});
