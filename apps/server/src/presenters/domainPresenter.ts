import type { DomainRow } from '../db/repositories/domainRepository.ts';

/** A domain record as the domain service answers it (spec 1 §7). */
export interface DomainJson {
  id: string;
  hostname: string;
  siteId: string;
  orgId: string;
  orgKey: string;
  orgTitle: string;
  /** Empty when the caller may not read the site (a private title is not disclosed; ADR 0033). */
  siteTitle: string;
  clientKey: string;
  sslOnly: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The domain record of a row; `siteVisible` false leaves the site title out. */
export function presentDomain(row: DomainRow, siteVisible: boolean): DomainJson {
  return {
    id: row.id,
    hostname: row.hostname,
    siteId: row.site_id,
    orgId: row.org_id,
    orgKey: row.org_key,
    orgTitle: row.org_title,
    siteTitle: siteVisible ? row.site_title : '',
    clientKey: row.client_key,
    sslOnly: row.ssl_only,
    createdAt: new Date(row.created).toISOString(),
    updatedAt: new Date(row.modified).toISOString(),
  };
}
