import { describe, expect, it } from 'vitest';
import { mayScrape } from './metricsAccess.ts';

const TOKEN = 'scrape-secret-0123456789';

describe('mayScrape', () => {
  it('lets in loopback connections that came through no proxy when no token is set', () => {
    for (const remoteAddress of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      expect(mayScrape({ remoteAddress, authorization: undefined, forwarded: false }, undefined)).toBe(true);
    }
  });

  it('refuses other addresses, forwarded requests and requests without a socket', () => {
    for (const remoteAddress of ['10.0.0.4', '192.168.1.2', '::ffff:10.0.0.1', '1127.0.0.1', undefined]) {
      expect(mayScrape({ remoteAddress, authorization: undefined, forwarded: false }, undefined)).toBe(false);
    }
    expect(mayScrape({ remoteAddress: '127.0.0.1', authorization: undefined, forwarded: true }, undefined)).toBe(false);
  });

  it('with a token, wants exactly it as a bearer token, from anywhere — loopback too', () => {
    const ask = (authorization: string | undefined, remoteAddress = '203.0.113.9') =>
      mayScrape({ remoteAddress, authorization, forwarded: true }, TOKEN);
    expect(ask(`Bearer ${TOKEN}`)).toBe(true);
    expect(ask(`bearer ${TOKEN}`)).toBe(true);
    expect(ask(`Bearer ${TOKEN}x`)).toBe(false);
    expect(ask(TOKEN)).toBe(false);
    expect(ask(undefined, '127.0.0.1')).toBe(false);
  });
});
