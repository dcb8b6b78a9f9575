import type { Context } from 'hono';
import { nowFrom } from '../../../auth/clock.ts';
import { bearer } from '../../../auth/readRequestToken.ts';
import { requestIp } from '../../../auth/requestIp.ts';
import { resolveCaller } from '../../../auth/resolveCaller.ts';
import type { AppEnv } from '../../../http/appEnv.ts';
import { portalErrors } from '../../../errors/portalError.ts';

/**
 * Checks the token a multipart request carries outside its body (`Authorization` or
 * `X-Esri-Authorization: Bearer`, or the query's `token`) before a byte of the body is read: an
 * invalid one is refused at once (498). True when a valid token was found, false when there is none
 * there (the body may still hold one; see the unverified spool budget, ADR 0111).
 *
 * @example
 * if (!(await checkTokenOutsideBody(c))) lease = budget.lease();
 */
export async function checkTokenOutsideBody(c: Context<AppEnv>): Promise<boolean> {
  const token =
    bearer(c.req.header('authorization')) ?? bearer(c.req.header('x-esri-authorization')) ?? query(c, 'token');
  if (!token) return false;
  const deps = c.get('deps');
  const caller = await resolveCaller(deps.db, token, nowFrom(deps), {
    referer: c.req.header('referer'),
    ip: requestIp(c),
  });
  if (!caller) throw portalErrors.invalidToken();
  return true;
}

function query(c: Context<AppEnv>, name: string): string | undefined {
  const value = c.req.query(name)?.trim();
  return value ? value : undefined;
}
