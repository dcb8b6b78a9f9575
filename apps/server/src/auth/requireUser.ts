import type { Context } from 'hono';
import type { AppEnv } from '../http/appEnv.ts';
import { portalErrors } from '../errors/portalError.ts';
import type { UserCaller } from './caller.ts';

/**
 * The signed-in caller of a sharing REST call, or the contract's 499 "Token Required".
 *
 * @example
 * const me = requireUser(c);
 */
export function requireUser(c: Context<AppEnv>): UserCaller {
  const caller = c.get('caller');
  if (caller.kind !== 'user') throw portalErrors.tokenRequired();
  return caller;
}
