import type { Context } from 'hono';
import { findDomainByHostname } from '../db/repositories/domainRepository.ts';
import type { AppEnv } from '../http/appEnv.ts';
import { requestProtocol } from '../http/requestProtocol.ts';

/**
 * The origin to put in a link Plaza sends by e-mail or keeps in a notification: the request's own host when it is
 * this deployment's (the base domain, a host under it, or a site's registered hostname), else the base domain. A
 * forged `Host` header can never make Plaza e-mail a reset link to someone else's server.
 *
 * @example
 * await trustedOrigin(c); // 'http://data-riverside.localhost:3000'
 */
export async function trustedOrigin(c: Context<AppEnv>): Promise<string> {
  const { db, config } = c.get('deps');
  const scheme = requestProtocol(c);
  const host = new URL(c.req.url).host.toLowerCase();
  const base = config.baseDomain.toLowerCase();
  if (host === base || host.endsWith(`.${base}`) || (await findDomainByHostname(db, host))) return `${scheme}//${host}`;
  return `${scheme}//${base}`;
}
