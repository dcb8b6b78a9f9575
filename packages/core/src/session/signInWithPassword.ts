import { ArcGISIdentityManager, cleanUrl } from '@esri/arcgis-rest-request';
import type { Session } from './Session.ts';
import { TOKEN_DURATION_MINUTES } from './sessionConstants.ts';
import type { SessionDeps } from './SessionDeps.ts';
import { SessionError } from './SessionError.ts';
import { sessionFromIdentityManager } from './sessionFromIdentityManager.ts';
import { tokenRequestFailure } from './tokenRequestFailure.ts';

/**
 * Where and as whom to sign in.
 *
 * @example
 * signInWithPassword({ portal, username: 'casey', password, tokenDuration: 60 });
 */
export interface PasswordSignInOptions {
  /** The portal's REST root, e.g. `https://example.org/sharing/rest`. */
  readonly portal: string;
  readonly username: string;
  readonly password: string;
  /** Token lifetime to ask for, in minutes (default 20160). */
  readonly tokenDuration?: number;
}

/**
 * Signs in with a username and password through the client library's
 * `ArcGISIdentityManager` (as its `signIn`) (`POST {portal}/generateToken`, then `GET {portal}/community/self`).
 * The password stays on the returned session (in memory only) so it can be refreshed by password;
 * {@link serializeSession} never writes it.
 *
 * @example
 * const session = await signInWithPassword({ portal, username: 'publisher_riverside', password }, deps);
 * session.username; // "publisher_riverside"
 */
export async function signInWithPassword(
  options: PasswordSignInOptions,
  deps: Partial<SessionDeps> = {},
): Promise<Session> {
  // What `ArcGISIdentityManager.signIn` does, with the token duration its options type leaves out.
  const manager = new ArcGISIdentityManager({
    portal: cleanUrl(options.portal),
    username: options.username,
    password: options.password,
    tokenDuration: options.tokenDuration ?? TOKEN_DURATION_MINUTES,
    ...(deps.referer !== undefined ? { referer: deps.referer } : {}),
  });
  try {
    await manager.getUser();
  } catch (error) {
    throw tokenRequestFailure(error, 'SIGN_IN_FAILED');
  }
  if (!manager.token) throw new SessionError('SIGN_IN_FAILED', 'The portal issued no token.');
  return sessionFromIdentityManager(manager);
}
