import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainRemovalError } from '../errors/DomainRemovalError.ts';
import { EnterpriseUnsupportedError } from '../errors/EnterpriseUnsupportedError.ts';
import { HubApiRequestError } from '../errors/HubApiRequestError.ts';
import { createFakeItemPortal, FAKE_HUB } from '../testing/createFakeItemPortal.ts';
import { addDomain } from './addDomain.ts';
import { getDomainsForSite } from './getDomainsForSite.ts';
import { hubApiRequest } from './hubApiRequest.ts';
import { lookupDomain } from './lookupDomain.ts';
import { removeDomain } from './removeDomain.ts';
import { removeDomainByHostname } from './removeDomainByHostname.ts';
import { removeDomainsBySiteId } from './removeDomainsBySiteId.ts';

afterEach(() => vi.unstubAllGlobals());

const cloud = { hubUrl: FAKE_HUB, isPortal: false, authentication: 'tok' } as const;
const record = {
  hostname: 'Parks-Riverside.hub.test',
  clientKey: 'client',
  orgId: 'org1',
  orgTitle: 'Riverside',
  orgKey: 'riverside',
  siteId: 'site1',
  siteTitle: 'Parks',
  sslOnly: true,
};

describe('hubApiRequest', () => {
  it('sends JSON with the token as a bearer header', async () => {
    const fake = createFakeItemPortal();
    vi.stubGlobal('fetch', fake.fetch);
    await addDomain(record, cloud);
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v3/domains',
      body: { ...record, hostname: 'parks-riverside.hub.test' },
    });
    expect(fake.calls[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(fake.calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('formats an error body as "{title} :: {detail} :: {status}" with status text and url', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { error: { title: 'Forbidden', detail: 'Not your site.' } },
        { status: 403, statusText: 'Forbidden' },
      ),
    );
    const error = await hubApiRequest('/api/v3/domains', {}, { hubUrl: FAKE_HUB }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HubApiRequestError);
    expect(error).toMatchObject({
      message: 'Forbidden :: Not your site. :: 403',
      code: 'HUB_API_FORBIDDEN',
      status: 403,
      statusText: 'Forbidden',
      url: 'https://hub.test/api/v3/domains',
    });
  });

  it('formats a failure without a body as "Got {status} {statusText}"', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(hubApiRequest('/api/v3/domains', {}, { hubUrl: FAKE_HUB })).rejects.toThrow('Got 502 Bad Gateway');
  });
});

describe('domain service client (spec 1 §7)', () => {
  it('adds, looks up, lists and removes domains', async () => {
    const fake = createFakeItemPortal();
    vi.stubGlobal('fetch', fake.fetch);
    const added = await addDomain(record, cloud);
    expect(await lookupDomain('parks-riverside.hub.test', cloud)).toMatchObject({ id: added.id, siteId: 'site1' });
    await addDomain({ ...record, hostname: 'parks.gov' }, cloud);
    expect((await getDomainsForSite('site1', cloud)).map((d) => d.hostname)).toEqual([
      'parks-riverside.hub.test',
      'parks.gov',
    ]);
    await removeDomain(added.id, cloud);
    expect(fake.domains.map((d) => d.hostname)).toEqual(['parks.gov']);
    await removeDomainsBySiteId('site1', cloud);
    expect(fake.domains).toEqual([]);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/v3/domains/' });
  });

  it('removes by hostname, wrapping any failure as "Error removing domain entry for {hostname}: {cause}"', async () => {
    const fake = createFakeItemPortal();
    vi.stubGlobal('fetch', fake.fetch);
    await addDomain(record, cloud);
    await removeDomainByHostname('parks-riverside.hub.test', cloud);
    expect(fake.domains).toEqual([]);
    const error = await removeDomainByHostname('gone.hub.test', cloud).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainRemovalError);
    expect((error as Error).message).toBe(
      'Error removing domain entry for gone.hub.test: HubApiRequestError: Not Found :: No domain gone.hub.test. :: 404',
    );
  });

  it.each([
    ['addDomain', () => addDomain(record, { ...cloud, isPortal: true })],
    ['removeDomainByHostname', () => removeDomainByHostname('x', { ...cloud, isPortal: true })],
    ['removeDomain', () => removeDomain('1', { ...cloud, isPortal: true })],
    ['removeDomainsBySiteId', () => removeDomainsBySiteId('s', { ...cloud, isPortal: true })],
  ])('refuses %s on the enterprise edition without calling anything', async (operation, call) => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnterpriseUnsupportedError);
    expect((error as Error).message).toBe(
      `${operation} is not available in the enterprise edition. Instead, edit the hubdomain typekeyword on the item`,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
