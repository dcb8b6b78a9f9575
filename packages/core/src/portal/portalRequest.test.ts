import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalRequest } from './portalRequest.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('portalRequest', () => {
  it('sends a bare token as the token parameter, without a console warning (issue 13)', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (url: string | URL) => {
      urls.push(String(url));
      return Promise.resolve(
        new Response(JSON.stringify({ username: 'ana' }), { headers: { 'content-type': 'application/json' } }),
      );
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const self = await portalRequest<{ username: string }>('community/self', {
      portal: 'https://plaza.example/sharing/rest',
      authentication: 'a-bare-oauth-token',
    });
    expect(self.username).toBe('ana');
    expect(new URL(urls[0]!).searchParams.get('token')).toBe('a-bare-oauth-token');
    expect(warn).not.toHaveBeenCalled();
  });
});
