import { describe, expect, it } from 'vitest';
import { deriveSiteAddress } from './deriveSiteAddress.ts';

const where = { orgKey: 'riverside', baseDomain: 'localhost:3000', random: () => 0.5 };

describe('deriveSiteAddress', () => {
  it('derives slug, subdomain and hostname from the name', () => {
    expect(deriveSiteAddress('Parks & Trails', where)).toEqual({
      slug: 'riverside|parks-trails',
      subdomain: 'parks-trails',
      hostname: 'parks-trails-riverside.localhost:3000',
    });
  });

  it('keeps a long name within the 63-character hostname label, with the same suffix for the same draw', () => {
    const long = 'A very long name for a site about all the parks, trails and rivers of the city';
    const first = deriveSiteAddress(long, where);
    expect(`${first.subdomain}-riverside`.length).toBeLessThanOrEqual(63);
    expect(deriveSiteAddress(long, where)).toEqual(first);
  });

  it('has no hostname without a base domain (enterprise edition)', () => {
    expect(deriveSiteAddress('Parks', { ...where, baseDomain: undefined }).hostname).toBe('');
  });

  it('falls back to "site" when the name has nothing usable for a hostname', () => {
    expect(deriveSiteAddress('!!!', where).subdomain).toBe('site');
  });
});
