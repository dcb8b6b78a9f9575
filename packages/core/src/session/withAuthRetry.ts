import type { SessionHandle } from './createSessionHandle.ts';
import { isAuthError } from './isAuthError.ts';
import { AUTH_RETRY_LIMIT } from './sessionConstants.ts';

/**
 * Runs a call with the session as its authentication; when it fails with an authentication error
 * ({@link isAuthError}), refreshes the session and tries again, up to 3 times (spec 3 §8). Other
 * errors, and a refresh that fails, are thrown as they are.
 *
 * @example
 * const item = await withAuthRetry(handle, (authentication) => getItem(id, { portal: handle.portal, authentication }));
 */
export async function withAuthRetry<T>(
  handle: SessionHandle,
  call: (authentication: SessionHandle) => Promise<T>,
): Promise<T> {
  for (let retries = 0; ; retries += 1) {
    try {
      return await call(handle);
    } catch (error) {
      if (retries >= AUTH_RETRY_LIMIT || !isAuthError(error)) throw error;
      await handle.refresh();
    }
  }
}
