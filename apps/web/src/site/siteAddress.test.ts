import { describe, expect, it } from 'vitest';
import { basePathOf, siteAddressOf } from './siteAddress.ts';

const at = (url: string, base = 'localhost:3000') => siteAddressOf(new URL(url), base);

describe('siteAddressOf', () => {
  it('reads {subdomain}-{orgKey}.{baseDomain}', () => {
    expect(at('http://data-riverside.localhost:3000/search')).toEqual({
      kind: 'hosted',
      host: 'data-riverside.localhost:3000',
      subdomain: 'data',
      orgKey: 'riverside',
    });
    expect(at('https://parks-and-trails-riverside.hub.example.org/', 'hub.example.org')).toMatchObject({
      kind: 'hosted',
      subdomain: 'parks-and-trails',
      orgKey: 'riverside',
    });
  });

  it('treats the bare base host and its loopback aliases on the same port as the base', () => {
    expect(at('http://localhost:3000/')).toEqual({ kind: 'base', host: 'localhost:3000' });
    expect(at('http://127.0.0.1:3000/').kind).toBe('base');
    expect(at('http://127.0.0.1:3001/').kind).toBe('custom');
  });

  it('reads the enterprise path form on the base host only', () => {
    expect(at('http://localhost:3000/apps/sites/parks/pages/x')).toEqual({
      kind: 'enterprise',
      host: 'localhost:3000',
      subdomain: 'parks',
    });
    expect(at('http://localhost:3000/apps/sites/')).toEqual({ kind: 'base', host: 'localhost:3000' });
    expect(basePathOf(at('http://localhost:3000/apps/sites/Parks'))).toBe('/apps/sites/parks');
  });

  it('calls anything else a custom hostname', () => {
    expect(at('https://data.riverside.gov/')).toEqual({ kind: 'custom', host: 'data.riverside.gov' });
    expect(at('http://a.b-riverside.localhost:3000/').kind).toBe('custom');
    expect(at('http://-riverside.localhost:3000/').kind).toBe('custom');
    expect(at('http://data-riverside.localhost:4000/').kind).toBe('custom');
  });
});
