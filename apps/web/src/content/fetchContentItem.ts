import type { SessionHandle } from '@plaza/core';
import {
  parseIdentifier,
  portalItemSchema,
  portalRequest,
  PortalRequestError,
  slugKeywordQuery,
  type PortalItem,
} from '@plaza/core';

/**
 * A portal item by id or slug (`riverside::street-trees`, or `street-trees` in the site's org), or undefined when
 * it does not exist or the visitor may not see it (the portal answers both alike).
 *
 * @example
 * const item = await fetchContentItem('riverside::street-trees', { portal, orgKey: 'riverside' });
 */
export async function fetchContentItem(
  identifier: string,
  options: {
    readonly portal: string;
    readonly orgKey: string;
    readonly signal?: AbortSignal;
    readonly authentication?: SessionHandle;
  },
): Promise<PortalItem | undefined> {
  const call = {
    portal: options.portal,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.authentication ? { authentication: options.authentication } : {}),
  };
  const parsed = parseIdentifier(identifier, options.orgKey || undefined);
  let id: string | undefined;
  if (parsed.kind === 'id') id = parsed.id;
  else {
    const page = await portalRequest<{ results: { id: string }[] }>('search', {
      ...call,
      params: { q: slugKeywordQuery(parsed.slug), num: 1 },
    });
    id = page.results[0]?.id;
  }
  if (!id) return undefined;
  try {
    return portalItemSchema.parse(await portalRequest<unknown>(`content/items/${id}`, call));
  } catch (error) {
    if (error instanceof PortalRequestError && (error.status === 400 || error.status === 403 || error.status === 404)) {
      return undefined;
    }
    throw error;
  }
}
