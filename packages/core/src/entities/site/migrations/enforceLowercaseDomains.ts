import { ensureRecord } from '../../common/mutableItemModel.ts';
import { type MutableSiteModel } from './siteMigrationModel.ts';

/** Step 1.1: hostnames are case-insensitive, so subdomain, default and custom hostname (and the keyword) are lowercased. */
export function enforceLowercaseDomains(model: MutableSiteModel): void {
  const values = ensureRecord(model.data, 'values');
  for (const key of ['subdomain', 'defaultHostname', 'customHostname']) {
    const value = values[key];
    if (typeof value === 'string') values[key] = value.toLowerCase();
  }
  model.item.typeKeywords = model.item.typeKeywords.map((keyword) =>
    keyword.startsWith('hubsubdomain|') ? keyword.toLowerCase() : keyword,
  );
}
