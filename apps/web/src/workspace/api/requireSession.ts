import type { SessionHandle } from '@plaza/core';
import { redirect } from 'react-router';
import { browserSessionStore } from '../../auth/browserSessionStore.ts';
import { signInPath } from '../../auth/signInPath.ts';

/**
 * The signed-in session for a workspace loader, or a redirect to the sign-in page that comes back here.
 *
 * @example
 * export async function loader({ request }: LoaderFunctionArgs) { const handle = requireSession(request); … }
 */
export function requireSession(request: Request): SessionHandle {
  const auth = browserSessionStore().getSnapshot();
  if (auth.status === 'signedIn') return auth.handle;
  const url = new URL(request.url);
  throw redirect(signInPath(`${url.pathname}${url.search}`));
}
