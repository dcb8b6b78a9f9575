import type { LoadedSite } from './loadedSite.ts';
import {
  EntityNotFoundError,
  fetchEntity,
  getPortalSelf,
  orgNoticesOf,
  portalRequest,
  type HubSite,
  type PortalCallOptions,
  type SessionHandle,
} from '@plaza/core';
import { loadMarkup } from '../markup/loadMarkup.ts';
import { portalUrlFor } from '../api/portalUrl.ts';
import { browserSession } from '../auth/browserSession.ts';
import { browserSites, browserSiteKey } from './browserSiteCache.ts';
import { listOrgSiteIds, resolveSiteId } from './resolveSiteId.ts';
import { basePathOf, siteAddressOf } from './siteAddress.ts';
import { siteViewOf } from './siteView.ts';
import { fetchServiceHealth } from '../status/serviceHealth.ts';

interface OrgRecord {
  readonly id: string;
  readonly name: string;
  readonly urlKey?: string;
  readonly properties?: Readonly<Record<string, unknown>>;
}

// One resolution per server request (every loader of the request shares it), and one per site in the browser.
const perRequest = new WeakMap<Request, Promise<LoadedSite>>();

/**
 * The site of a request (ADR 0080): resolved once, shared by every loader of the request on the server and by
 * every navigation in the browser. A site the reader may not see, or none, is "not found"; the server reads
 * anonymously, the browser as the signed-in member.
 *
 * @example
 * const loaded = await loadSite(request, context);
 * if (!loaded.found) throw data(loaded, { status: 404 });
 */
export function loadSite(request: Request, context: unknown): Promise<LoadedSite> {
  const portal = portalUrlFor(context);
  const onServer = portal !== browserPortal();
  if (onServer) {
    let loading = perRequest.get(request);
    if (!loading) {
      loading = resolve(request, portal);
      perRequest.set(request, loading);
    }
    return loading;
  }
  return loadInBrowser(request, portal);
}

// In the browser the signed-in member reads the site as themself (issue 13): a private or org site is found for
// those who may read it. A public site found anonymously (the one the server rendered) serves every reader.
async function loadInBrowser(request: Request, portal: string): Promise<LoadedSite> {
  const authentication = await browserSession();
  const address = browserAddress(new URL(request.url));
  const anonymous = browserSites.get(browserSiteKey(address, undefined));
  if (authentication && anonymous) {
    const known = await anonymous.catch(() => undefined);
    if (known?.found) return known;
  }
  const key = browserSiteKey(address, authentication?.current().username);
  let loading = browserSites.get(key);
  if (!loading) {
    loading = resolve(request, portal, authentication);
    browserSites.set(key, loading);
    loading.catch(() => browserSites.delete(key));
  }
  return loading;
}

async function resolve(request: Request, portal: string, authentication?: SessionHandle): Promise<LoadedSite> {
  const url = new URL(request.url);
  // The portal's self is read anonymously: signed in, it would name the member's organisation, not this host's.
  const self = await getPortalSelf({ portal, signal: request.signal });
  const options = { portal, signal: request.signal, ...(authentication ? { authentication } : {}) };
  const address = siteAddressOf(url, self.portalHostname ?? url.host);
  const homeUrl = `${url.protocol}//${self.portalHostname ?? url.host}/`;
  const notFound: LoadedSite = { found: false, host: address.host, homeUrl };
  const [site, markup, serviceHealth] = await Promise.all([
    address.kind === 'base'
      ? homeSite(self.id, options)
      : resolveSiteId(address, { ...options, defaultOrgId: self.id }).then((id) => fetchSite(id, options)),
    loadMarkup(),
    fetchServiceHealth(portal, request.signal),
  ]);
  if (!site) return notFound;
  const org =
    site.orgId && site.orgId !== self.id ? await portalRequest<OrgRecord>(`portals/${site.orgId}`, options) : self;
  const view = siteViewOf(
    site,
    {
      orgKey: org.urlKey ?? '',
      orgName: org.name,
      basePath: basePathOf(address),
      portalUrl: portal,
      onCustomHost: address.kind === 'custom',
      // The organisation's notices show on each of its sites (issue 19).
      orgNotices: orgNoticesOf(org),
      privatePortal: self.isPortal,
      organizationTracking: trackingProgramOf(org),
    },
    markup,
  );
  return { found: true, site: serviceHealth ? { ...view, serviceHealth } : view };
}

/** The organisation's tracking programme (`properties.tracking.enabled`; on unless turned off, spec 3 §4). */
function trackingProgramOf(org: OrgRecord): boolean {
  const tracking = org.properties?.tracking;
  return !(typeof tracking === 'object' && tracking !== null && (tracking as { enabled?: unknown }).enabled === false);
}

async function homeSite(orgId: string, options: PortalCallOptions): Promise<HubSite | undefined> {
  const ids = await listOrgSiteIds(orgId, options);
  let oldest: HubSite | undefined;
  for (const id of ids) {
    const site = await fetchSite(id, options);
    if (site?.isHubHome) return site;
    oldest ??= site;
  }
  return oldest;
}

async function fetchSite(id: string | undefined, options: PortalCallOptions): Promise<HubSite | undefined> {
  if (!id) return undefined;
  try {
    return await fetchEntity('site', id, options);
  } catch (error) {
    if (error instanceof EntityNotFoundError) return undefined;
    throw error;
  }
}

function browserPortal(): string | undefined {
  return typeof window === 'undefined' ? undefined : new URL('/sharing/rest', window.location.origin).href;
}

function browserAddress(url: URL): string {
  return `${url.host}${basePathOf(siteAddressOf(url, url.host))}`;
}
