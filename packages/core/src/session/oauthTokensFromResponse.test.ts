import { describe, expect, it } from 'vitest';
import { oauthTokensFromResponse } from './oauthTokensFromResponse.ts';
import { OAUTH_HASH_EXPIRY_TRIM_MS, OAUTH_TOKEN_EXPIRY_TRIM_MS } from './sessionConstants.ts';

const now = 1_000_000;

describe('oauthTokensFromResponse', () => {
  it('trims 1 s from a token-endpoint expiry and 60 s from a hash expiry', () => {
    const body = { access_token: 'a', expires_in: 1800 };
    expect(oauthTokensFromResponse(body, now, OAUTH_TOKEN_EXPIRY_TRIM_MS).tokenExpires).toBe(now + 1_800_000 - 1_000);
    expect(oauthTokensFromResponse(body, now, OAUTH_HASH_EXPIRY_TRIM_MS).tokenExpires).toBe(now + 1_800_000 - 60_000);
  });

  it('records the refresh token one minute before the lifetime the portal states', () => {
    const tokens = oauthTokensFromResponse(
      { access_token: 'a', expires_in: 60, refresh_token: 'r', refresh_token_expires_in: 3600 },
      now,
      1000,
    );
    expect(tokens.refreshToken).toBe('r');
    expect(tokens.refreshTokenExpires).toBe(now + 3_600_000 - 60_000);
  });

  it('assumes 20160 minutes for a refresh token whose lifetime is not stated', () => {
    const tokens = oauthTokensFromResponse({ access_token: 'a', expires_in: 60, refresh_token: 'r' }, now, 1000);
    expect(tokens.refreshTokenExpires).toBe(now + 20160 * 60_000 - 60_000);
  });

  it('reads hash values given as strings', () => {
    const tokens = oauthTokensFromResponse({ access_token: 'a', expires_in: '120', ssl: 'true', username: 'u' }, 0, 0);
    expect(tokens).toEqual({ token: 'a', tokenExpires: 120_000, ssl: true, username: 'u' });
  });

  it('leaves ssl out when the portal does not say, and refuses an answer without a token', () => {
    expect(oauthTokensFromResponse({ access_token: 'a', expires_in: 1 }, 0, 0).ssl).toBeUndefined();
    expect(() => oauthTokensFromResponse({ expires_in: 1 }, 0, 0)).toThrow();
    expect(() => oauthTokensFromResponse({ access_token: 'a', expires_in: 'soon' }, 0, 0)).toThrow();
  });
});
