import type { Db } from '../db/database.ts';
import { findAccessToken } from '../db/repositories/accessTokenRepository.ts';
import { findGroupIdsOfUser } from '../db/repositories/groupMemberRepository.ts';
import { findUserByUsername } from '../db/repositories/userRepository.ts';
import type { UserCaller } from './caller.ts';
import { privilegesOf } from './rolePrivileges.ts';
import { hashSecret } from './tokenSecret.ts';

/** Where a request came from, for tokens bound by generateToken's `client=referer|requestip`. */
export interface RequestOrigin {
  /** The request's `Referer` header, when sent. */
  readonly referer: string | undefined;
  readonly ip: string | undefined;
}

/**
 * The signed-in user a token stands for, or undefined when the token is unknown, expired, revoked,
 * bound to another referer or IP, or its user is disabled.
 *
 * @example
 * const caller = await resolveCaller(db, token, Date.now(), { referer, ip });
 * if (!caller) throw portalErrors.invalidToken();
 */
export async function resolveCaller(
  db: Db,
  token: string,
  now: number,
  origin: RequestOrigin,
): Promise<UserCaller | undefined> {
  const row = await findAccessToken(db, hashSecret(token));
  if (!row || row.revoked || row.expires <= now) return undefined;
  if (row.referer !== null && !refererMatches(row.referer, origin.referer)) return undefined;
  if (row.request_ip !== null && row.request_ip !== origin.ip) return undefined;
  const user = await findUserByUsername(db, row.username);
  if (!user || user.disabled) return undefined;
  return {
    kind: 'user',
    username: user.username,
    orgId: user.org_id,
    role: user.role,
    privileges: privilegesOf(user.role),
    groupIds: await findGroupIdsOfUser(db, user.username),
  };
}

/**
 * A referer-bound token is refused when the request names another referer. A request without a
 * `Referer` header is accepted (browsers omit it under `Referrer-Policy: no-referrer`); see ADR 0011.
 */
function refererMatches(bound: string, sent: string | undefined): boolean {
  if (sent === undefined || sent === '') return true;
  return normaliseReferer(bound) === normaliseReferer(sent);
}

function normaliseReferer(value: string): string {
  try {
    const url = new URL(value);
    if (url.origin !== 'null') return url.origin.toLowerCase();
  } catch {
    // not a URL (the Node client sends "@esri/arcgis-rest-js"): compare as text
  }
  return value.trim().toLowerCase();
}
