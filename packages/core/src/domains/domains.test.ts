import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubError } from '../errors/HubError.ts';
import { createFakeItemPortal, FAKE_HUB, FAKE_PORTAL } from '../testing/createFakeItemPortal.ts';
import { buildEntityModel } from '../testing/buildEntityModels.ts';
import { deriveSubdomain } from './deriveSubdomain.ts';
import { ensureSafeDomainLength } from './ensureSafeDomainLength.ts';
import { findSiteBySubdomain } from './findSiteBySubdomain.ts';
import { baseDomainOf, getDefaultHostname } from './getDefaultHostname.ts';
import { getSiteIdByHostname } from './getSiteIdByHostname.ts';
import { getSiteUrl } from './getSiteUrl.ts';
import { getUniqueSubdomain, MAX_LOOKUP_FAILURES } from './getUniqueSubdomain.ts';
import { isValidHostname } from './isValidHostname.ts';
import { setSubdomainKeyword, subdomainKeywordQuery } from './subdomainKeyword.ts';

afterEach(() => vi.unstubAllGlobals());

/** A random source that walks through a fixed list. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe('subdomain length (spec 1 §5)', () => {
  it('keeps a subdomain that fits', () => expect(ensureSafeDomainLength('parks', 'riverside', () => 0)).toBe('parks'));

  it('keeps exactly 63 characters with the org key', () => {
    const fits = 'a'.repeat(63 - 'riverside'.length - 1);
    expect(ensureSafeDomainLength(fits, 'riverside', () => 0)).toBe(fits);
  });

  it('cuts a longer one and adds 5 random hexadecimal digits from the injected random, as the reference', () => {
    const long = 'b'.repeat(80);
    const safe = ensureSafeDomainLength(long, 'riverside', sequence(0, 0.5, 0.99, 0.1, 0.3));
    expect(`${safe}-riverside`).toHaveLength(63);
    expect(safe.slice(-6)).toBe('-08f14');
    expect(safe.startsWith('b'.repeat(47))).toBe(true);
  });

  it('gives two long names sharing a prefix different subdomains', () => {
    const long = 'parks-and-recreation-department-of-the-city-of-riverside-county';
    const random = sequence(0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.05);
    expect(ensureSafeDomainLength(long, 'riverside', random)).not.toBe(
      ensureSafeDomainLength(long, 'riverside', random),
    );
  });

  it('derives from the name, replacing underscores, falling back to "site"', () => {
    expect(deriveSubdomain('Parks & Trails', 'riverside', () => 0)).toBe('parks-trails');
    expect(deriveSubdomain('north_side parks', 'riverside', () => 0)).toBe('north-side-parks');
    expect(deriveSubdomain('!!!', 'riverside', () => 0)).toBe('site');
  });
});

describe('hostnames and urls', () => {
  it('builds {subdomain}-{orgKey}.{baseDomain}', () => {
    expect(getDefaultHostname('parks', 'Riverside', 'hub.test')).toBe('parks-riverside.hub.test');
    expect(baseDomainOf('http://localhost:3000/')).toBe('localhost:3000');
  });

  it('addresses a cloud site by hostname with the hub protocol, an enterprise site by {portal}/apps/sites/#/{subdomain}', () => {
    const site = { subdomain: 'parks', defaultHostname: 'parks-riverside.hub.test' };
    expect(getSiteUrl(site, { isPortal: false, hubUrl: 'http://localhost:3000' })).toBe(
      'http://parks-riverside.hub.test',
    );
    expect(getSiteUrl({ ...site, customHostname: 'parks.gov' }, { isPortal: false })).toBe('https://parks.gov');
    expect(getSiteUrl(site, { isPortal: true, portalUrl: 'https://gis.city.gov/portal/' })).toBe(
      'https://gis.city.gov/portal/apps/sites/#/parks',
    );
  });

  it('validates hostnames', () => {
    expect(isValidHostname('data.riverside.gov')).toBe(true);
    expect(isValidHostname('parks-riverside.localhost:3000')).toBe(true);
    expect(isValidHostname('bad_host.example.org')).toBe(false);
    expect(isValidHostname('-bad.example.org')).toBe(false);
    expect(isValidHostname('a..b')).toBe(false);
    expect(isValidHostname('host:99999')).toBe(false);
  });

  it('keeps one lowercase hubsubdomain keyword', () => {
    expect(setSubdomainKeyword(['hubSite', 'hubsubdomain|old'], 'Parks')).toEqual(['hubSite', 'hubsubdomain|parks']);
    expect(subdomainKeywordQuery('Parks')).toBe('typekeywords:"hubsubdomain|parks"');
  });
});

describe('unique subdomains (spec 1 §4)', () => {
  const base = { portal: FAKE_PORTAL, hubUrl: FAKE_HUB, orgKey: 'riverside', baseDomain: 'hub.test', random: () => 0 };

  function fakeWithDomains(...hostnames: string[]) {
    const fake = createFakeItemPortal();
    hostnames.forEach((hostname, i) =>
      fake.domains.push({
        id: String(i + 1),
        hostname,
        siteId: `site${i + 1}`,
        orgId: 'org1',
        orgKey: 'riverside',
        orgTitle: 'Riverside',
        siteTitle: 'x',
        clientKey: '',
        sslOnly: true,
      }),
    );
    vi.stubGlobal('fetch', fake.fetch);
    return fake;
  }

  it('cloud: asks the domain service for each candidate hostname', async () => {
    const fake = fakeWithDomains('parks-riverside.hub.test', 'parks-1-riverside.hub.test');
    expect(await getUniqueSubdomain('parks', { ...base, isPortal: false })).toBe('parks-2');
    expect(fake.calls.map((c) => c.path)).toEqual([
      '/api/v3/domains/parks-riverside.hub.test',
      '/api/v3/domains/parks-1-riverside.hub.test',
      '/api/v3/domains/parks-2-riverside.hub.test',
    ]);
  });

  it('cloud: a domain-service error other than 404 skips that candidate, and a service that is down fails', async () => {
    const answer = (status: number) =>
      new Response(JSON.stringify({ error: { title: 'Oops', detail: 'Down for a moment' } }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string | URL) => {
      asked.push(String(url));
      return Promise.resolve(answer(asked.length === 1 ? 503 : 404));
    });
    expect(await getUniqueSubdomain('parks', { ...base, isPortal: false })).toBe('parks-1');
    expect(asked).toHaveLength(2);

    asked.length = 0;
    vi.stubGlobal('fetch', (url: string | URL) => {
      asked.push(String(url));
      return Promise.resolve(answer(500));
    });
    await expect(getUniqueSubdomain('parks', { ...base, isPortal: false })).rejects.toBeInstanceOf(HubError);
    expect(asked).toHaveLength(MAX_LOOKUP_FAILURES);
  });

  it('cloud: a site keeps its own hostname', async () => {
    fakeWithDomains('parks-riverside.hub.test');
    expect(await getUniqueSubdomain('parks', { ...base, isPortal: false, existingSiteId: 'site1' })).toBe('parks');
  });

  it('enterprise: looks for other sites holding the hubsubdomain keyword', async () => {
    const fake = createFakeItemPortal();
    const taken = buildEntityModel('site', {
      subdomain: 'parks',
      typeKeywords: ['Hub Site', 'hubSite', 'hubsubdomain|parks'],
    });
    fake.items.set(taken.item.id, { item: taken.item, data: taken.data });
    vi.stubGlobal('fetch', fake.fetch);
    expect(await getUniqueSubdomain('parks', { ...base, isPortal: true })).toBe('parks-1');
    expect(fake.calls.every((c) => c.path === '/sharing/rest/search')).toBe(true);
    expect(await getUniqueSubdomain('parks', { ...base, isPortal: true, existingSiteId: taken.item.id })).toBe('parks');
    expect(await findSiteBySubdomain('parks', { portal: FAKE_PORTAL })).toBe(taken.item.id);
  });

  it('enterprise lookup of an unknown subdomain is "site not found"', async () => {
    vi.stubGlobal('fetch', createFakeItemPortal().fetch);
    await expect(findSiteBySubdomain('nowhere', { portal: FAKE_PORTAL })).rejects.toMatchObject({
      code: 'SITE_NOT_FOUND',
      message: 'site not found',
    });
  });

  it('hostname lookup answers the site id, or "site not found"', async () => {
    fakeWithDomains('parks-riverside.hub.test');
    expect(await getSiteIdByHostname('Parks-Riverside.hub.test', { hubUrl: FAKE_HUB, isPortal: false })).toBe('site1');
    const error = await getSiteIdByHostname('x.hub.test', { hubUrl: FAKE_HUB, isPortal: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HubError);
    expect(error).toMatchObject({ code: 'SITE_NOT_FOUND', message: 'site not found' });
  });
});
