import type { HubCatalog } from '../../catalogs/HubCatalog.ts';
import { upgradeCatalogSchema } from '../../catalogs/upgradeCatalogSchema.ts';

/**
 * A stored catalog as catalog schema 1 (legacy ones converted by the catalog module); an unreadable one gives the
 * default catalog and `readable: false`.
 */
export function readCatalog(value: unknown): { readonly catalog: HubCatalog; readonly readable: boolean } {
  try {
    return { catalog: upgradeCatalogSchema(value ?? {}), readable: true };
  } catch {
    return { catalog: upgradeCatalogSchema({}), readable: false };
  }
}
