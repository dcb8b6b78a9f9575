import type { Context } from 'hono';
import type { UserCaller } from '../../auth/caller.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HubApiError } from '../../errors/hubApiError.ts';

/** The signed-in caller, or a 401 saying what to do. */
export function requireEventsUser(c: Context<AppEnv>, doing: string): UserCaller {
  const caller = c.get('caller');
  if (caller.kind !== 'user') throw new HubApiError(401, 'Unauthorized', `Sign in to ${doing}.`);
  return caller;
}
