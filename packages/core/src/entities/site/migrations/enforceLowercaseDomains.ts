import { siteValues, type MutableSiteModel } from './siteMigrationModel.ts';

const DOMAIN_FIELDS = ['subdomain', 'defaultHostname', 'internalUrl', 'customHostname', 'externalUrl'] as const;

/** Step 1.1: hostnames are case-insensitive, so the subdomain, hostnames and internal/external urls are lowercased. */
export function enforceLowercaseDomains(model: MutableSiteModel): void {
  const values = siteValues(model);
  for (const key of DOMAIN_FIELDS) {
    const value = values[key];
    if (typeof value === 'string' && value) values[key] = value.toLowerCase();
  }
}
