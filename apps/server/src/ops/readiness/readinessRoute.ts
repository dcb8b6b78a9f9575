import type { Context } from 'hono';
import { pingDatabase } from '../../db/database.ts';
import { appliedMigrations } from '../../db/repositories/appliedMigrationRepository.ts';
import { migrations } from '../../db/migrations/index.ts';
import type { AppEnv } from '../../http/appEnv.ts';

/**
 * `GET /readyz` (issue 42, ADR 0191): 200 `{status:"ready"}` when this process should be sent requests — its database
 * answers, every migration it knows is applied, the pages are loaded (issue 42: after it listens) and it is not
 * stopping —
 * otherwise 503 with the reasons. A busy database is waited for, as `/healthz` waits (a prober's own timeout decides
 * how long is too long): on the embedded database a probe queued behind work is slow, not unready. `/healthz` stays the liveness probe (the process answers and reaches its database).
 *
 * @example
 * app.get('/readyz', readinessRoute(() => stopping));
 */
export function readinessRoute(draining: () => boolean = () => false, pagesLoading: () => boolean = () => false) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const { db } = c.get('deps');
    const reasons: string[] = [];
    if (draining()) reasons.push('The server is stopping.');
    if (pagesLoading()) reasons.push('The pages are still loading.');
    try {
      const applied = new Set(await pingDatabase(db).then(() => appliedMigrations(db)));
      const pending = Object.keys(migrations).filter((name) => !applied.has(name));
      if (pending.length > 0) reasons.push(`Migrations not applied yet: ${pending.join(', ')}.`);
    } catch (error) {
      // The reason stays in the log: a probe's answer may be public, and a driver's message names hosts.
      c.get('deps').logger.warn('readiness: database', { error });
      reasons.push('The database does not answer.');
    }
    c.header('Cache-Control', 'no-store');
    return reasons.length === 0 ? c.json({ status: 'ready' }) : c.json({ status: 'unavailable', reasons }, 503);
  };
}
