import type { HubCatalog, PortalCallOptions } from '@plaza/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../ui/errorMessage.ts';

/** The live preview's counts: the catalog's, and each collection's by key; `undefined` means "holds nothing yet". */
export type CatalogCounts =
  | { readonly status: 'counting' }
  | { readonly status: 'failed'; readonly message: string }
  | {
      readonly status: 'done';
      readonly total: number | undefined;
      readonly collections: Readonly<Record<string, number | undefined>>;
    };

/** Waits this long after the last edit before counting again. */
const SETTLE_MS = 350;

/**
 * Counts the edited catalog and each of its collections with the existing search, again after each edit has settled;
 * an older answer never replaces a newer one.
 *
 * @example
 * const counts = useCatalogCounts(draft, { portal, authentication });
 */
export function useCatalogCounts(
  catalog: HubCatalog,
  options: PortalCallOptions,
  count: (
    catalog: HubCatalog,
    collection: string | undefined,
    options: PortalCallOptions,
  ) => Promise<number | undefined>,
): CatalogCounts {
  const [counts, setCounts] = useState<CatalogCounts>({ status: 'counting' });
  const key = JSON.stringify([catalog.scopes.item, catalog.collections.map((c) => [c.key, c.scope])]);
  useEffect(() => {
    let current = true;
    setCounts({ status: 'counting' });
    const timer = setTimeout(() => {
      // Item collections only: the editor counts items (an event or group collection is kept, not counted).
      const keys = [
        ...new Set(
          catalog.collections
            .filter((c) => c.targetEntity === 'item')
            .map((c) => c.key)
            .filter(Boolean),
        ),
      ];
      Promise.all([count(catalog, undefined, options), ...keys.map((k) => count(catalog, k, options))])
        .then(([total, ...each]) => {
          if (current)
            setCounts({ status: 'done', total, collections: Object.fromEntries(keys.map((k, i) => [k, each[i]])) });
        })
        .catch((error: unknown) => {
          if (current) setCounts({ status: 'failed', message: errorMessage(error) });
        });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The key holds everything counted; the catalog object itself changes on every edit.
  }, [key, options.portal]);
  return counts;
}
