import { describe, expect, it } from 'vitest';
import { signOutUrl } from './signOutUrl.ts';

describe('signOutUrl', () => {
  it('points at the portal sign-out with the client and the way back', () => {
    const url = new URL(
      signOutUrl({ portal: 'https://portal.test/sharing/rest/', clientId: 'plaza-web' }, 'https://hub.test/?a=1'),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://portal.test/sharing/rest/oauth2/signout');
    expect(url.searchParams.get('client_id')).toBe('plaza-web');
    expect(url.searchParams.get('redirect_uri')).toBe('https://hub.test/?a=1');
  });
});
