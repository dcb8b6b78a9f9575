import type { SessionHandle } from '@plaza/core';

/**
 * The signed-in visitor's session when a loader runs in the browser (a navigation inside the site), so events the
 * visitor may see beyond the public ones are found; undefined on the server, whose reads are anonymous.
 *
 * @example
 * const authentication = await browserSession();
 */
export async function browserSession(): Promise<SessionHandle | undefined> {
  if (typeof window === 'undefined') return undefined;
  const { browserSessionStore } = await import('./browserSessionStore.ts');
  const auth = browserSessionStore().getSnapshot();
  return auth.status === 'signedIn' ? auth.handle : undefined;
}
