import { HubApiRequestError } from '../errors/HubApiRequestError.ts';
import { hubApiRequest, type HubApiCallOptions } from '../hub-api/hubApiRequest.ts';

/**
 * Asks the hub to build an item's downloads again now (`POST {hub}/api/v3/jobs/item/{id}/forceUpdate`, spec 3 §7),
 * with the caller's token: true when the service took the request, false when it answered an error status (not
 * signed in, not the item's manager, no such item, too busy). A request that reaches no service at all (network
 * failure) rejects, as the reference's fetch does.
 *
 * @example
 * const ok = await forceUpdateContent(item.id, { hubUrl, authentication: session });
 */
export async function forceUpdateContent(itemId: string, options: HubApiCallOptions): Promise<boolean> {
  try {
    await hubApiRequest(
      `/api/v3/jobs/item/${encodeURIComponent(itemId)}/forceUpdate`,
      { method: 'POST', body: {} },
      options,
    );
    return true;
  } catch (error) {
    if (error instanceof HubApiRequestError && error.status > 0) return false;
    throw error;
  }
}
