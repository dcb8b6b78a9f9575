import { portalRequest, SITE_ITEM_TYPES, subdomainKeywordQuery } from '@plaza/core';
import { z } from 'zod';
import type { ConnectorConfig } from '../config/readConnectorConfig.ts';

/** A site the remote knows for a hostname, as the domain service answers it. */
export interface RemoteSite {
  /** The domain record's id at the remote (a site found by keyword has none there: `subdomain:{site id}`). */
  readonly id: string | number;
  readonly hostname: string;
  readonly siteId: string;
  readonly orgId: string;
  readonly orgKey: string;
  readonly orgTitle: string;
  readonly siteTitle: string;
  readonly clientKey: string;
  readonly sslOnly: boolean;
}

const entrySchema = z
  .object({
    id: z.union([z.string(), z.number()]),
    siteId: z.string().min(1),
    orgId: z.string().catch(''),
    orgKey: z.string().catch(''),
    orgTitle: z.string().catch(''),
    clientKey: z.string().catch(''),
    sslOnly: z.boolean().catch(false),
  })
  .loose();
const searchSchema = z.object({
  results: z.array(z.object({ id: z.string(), orgId: z.string().optional() }).loose()),
});

/**
 * The remote site a Plaza hostname stands for (connector mode, ADR 0201). `{subdomain}-{org}.{base domain}` is the
 * remote's `{subdomain}-{org}.{sites domain}`: its domain service (ArcGIS Online's hub) is asked for that; a custom
 * hostname is asked as it is. When the domain service knows none (or, on Enterprise, there is none) the site holding
 * the `hubsubdomain|{subdomain}` keyword answers, as Enterprise finds its sites. Undefined when neither knows one.
 *
 * @example
 * await findRemoteSite(connector, 'parks-city.localhost:3000', 'localhost:3000'); // { siteId: '…', … }
 */
export async function findRemoteSite(
  connector: ConnectorConfig,
  hostname: string,
  baseDomain: string,
): Promise<RemoteSite | undefined> {
  const suffix = `.${baseDomain.toLowerCase()}`;
  const label = hostname.endsWith(suffix) ? hostname.slice(0, -suffix.length) : undefined;
  const remoteHost = label && !label.includes('.') ? `${label}.${connector.sitesDomain}` : hostname;
  const entry = await lookupDomain(connector, remoteHost);
  if (entry) return { ...entry, hostname, siteTitle: '' };
  const dash = label?.lastIndexOf('-') ?? -1;
  if (!label || dash <= 0) return undefined;
  const types = SITE_ITEM_TYPES.map((type) => `type:"${type}"`).join(' OR ');
  const page = searchSchema.parse(
    await portalRequest<unknown>('search', {
      portal: connector.portalUrl,
      params: { q: `${subdomainKeywordQuery(label.slice(0, dash))} AND (${types})`, num: 1 },
    }),
  );
  const site = page.results[0];
  if (!site) return undefined;
  return {
    id: `subdomain:${site.id}`,
    hostname,
    siteId: site.id,
    orgId: site.orgId ?? '',
    orgKey: label.slice(dash + 1),
    orgTitle: '',
    siteTitle: '',
    clientKey: '',
    sslOnly: false,
  };
}

async function lookupDomain(
  connector: ConnectorConfig,
  hostname: string,
): Promise<Omit<RemoteSite, 'hostname' | 'siteTitle'> | undefined> {
  const response = await fetch(`${connector.hubUrl}/api/v3/domains/${encodeURIComponent(hostname)}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  const parsed = entrySchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return undefined;
  const { id, siteId, orgId, orgKey, orgTitle, clientKey, sslOnly } = parsed.data;
  return { id, siteId, orgId, orgKey, orgTitle, clientKey, sslOnly };
}
