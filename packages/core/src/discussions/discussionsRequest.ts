import { HubError } from '../errors/HubError.ts';
import { HubApiRequestError } from '../errors/HubApiRequestError.ts';

/**
 * Base path of the discussions service (spec 1 §7).
 *
 * @example
 * `${hubUrl}${DISCUSSIONS_API_PATH}/channels`;
 */
export const DISCUSSIONS_API_PATH = '/api/discussions/v1';

/**
 * A failed discussions call (spec 1 §8: the error carries status text, url, status and message). The code is the hub
 * API code of the status (`HUB_API_FORBIDDEN`, `HUB_API_TOO_MANY_REQUESTS`…); `serverMessage` is the service's
 * sentence for people.
 *
 * @example
 * catch (e) { if (e instanceof DiscussionsRequestError) show(e.serverMessage ?? e.message); }
 */
export class DiscussionsRequestError extends HubError {
  readonly statusText: string;
  readonly url: string;
  readonly serverMessage: string | undefined;

  constructor(message: string, cause: HubApiRequestError) {
    super(cause.code, message, { status: cause.status, cause });
    this.name = 'DiscussionsRequestError';
    this.statusText = cause.statusText;
    this.url = cause.url;
    this.serverMessage = cause.detail;
  }
}

/** Runs a discussions call, its failures as {@link DiscussionsRequestError} with the message of the call. */
export async function call<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HubApiRequestError) throw new DiscussionsRequestError(message, error);
    throw error;
  }
}
