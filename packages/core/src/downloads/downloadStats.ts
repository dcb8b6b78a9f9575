import { HubApiRequestError } from '../errors/HubApiRequestError.ts';
import { hubApiRequest, type HubApiCallOptions } from '../hub-api/hubApiRequest.ts';
import { DOWNLOAD_API_PATH, DownloadError } from './downloadClient.ts';

/** How often an item's downloads were fetched, in all and by format (with how many exports each format has). */
export interface DownloadStats {
  readonly itemId: string;
  readonly total: number;
  readonly formats: readonly { readonly format: string; readonly exports: number; readonly fetches: number }[];
}

/**
 * An item's download counts (`GET …/items/{id}/stats`), for those who manage it: the data owner's dashboard. A
 * refusal is a `DownloadError` in the service's words.
 *
 * @example
 * const { total, formats } = await fetchDownloadStats(item.id, { hubUrl, authentication });
 */
export async function fetchDownloadStats(itemId: string, options: HubApiCallOptions): Promise<DownloadStats> {
  try {
    return (await hubApiRequest(
      `${DOWNLOAD_API_PATH}/items/${encodeURIComponent(itemId)}/stats`,
      {},
      options,
    )) as DownloadStats;
  } catch (error) {
    throw error instanceof HubApiRequestError
      ? new DownloadError(error.detail ?? error.message, { status: error.status, cause: error })
      : error;
  }
}
