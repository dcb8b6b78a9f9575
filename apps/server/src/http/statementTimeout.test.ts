import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { createLogger } from '../log/logger.ts';
import type { AppEnv } from './appEnv.ts';
import { handleError } from './errorHandler.ts';
import { isStatementTimeout, statementTimeoutMessage } from './statementTimeout.ts';

/** What pg throws when `statement_timeout` stops a statement. */
const timedOut = (): Error =>
  Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });

function appThatTimesOut(logs: string[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  const config = readConfig({ DATA_DIR: '/tmp/plaza-unused', PLAZA_STATEMENT_TIMEOUT_MS: '20000' });
  app.use('*', async (c, next) => {
    c.set('deps', { db: {} as Db, config, logger: createLogger('debug', (line) => logs.push(line)) });
    await next();
  });
  app.all('*', () => {
    throw timedOut();
  });
  return app;
}

describe('a statement stopped by the statement timeout', () => {
  const message = 'The request took longer than the server allows (20 s) and was stopped. Try a narrower request.';

  it('is recognised by its SQLSTATE, also as a cause', () => {
    expect(isStatementTimeout(timedOut())).toBe(true);
    expect(isStatementTimeout(new Error('wrapped', { cause: timedOut() }))).toBe(true);
    expect(isStatementTimeout(Object.assign(new Error('x'), { code: '57P01' }))).toBe(false);
    expect(statementTimeoutMessage(400)).toContain('(400 ms)');
  });

  it('answers in each contract: portal envelope, server envelope, hub 503, an HTML page — and logs a warning', async () => {
    const logs: string[] = [];
    const app = appThatTimesOut(logs);
    const portal = await app.request('/sharing/rest/search?f=json');
    expect(portal.status).toBe(200);
    expect(await portal.json()).toEqual({ error: { code: 503, messageCode: 'GWM_0503', message, details: [] } });
    const server = await app.request('/arcgis/rest/services/Trees/FeatureServer/0/query');
    expect(await server.json()).toEqual({ error: { code: 503, message, details: [] } });
    const hub = await app.request('/api/search/v1/collections/all/items');
    expect(hub.status).toBe(503);
    expect(await hub.json()).toEqual({ error: { title: 'Service Unavailable', detail: message } });
    const page = await app.request('/search');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain(message);
    expect(logs.filter((line) => line.includes('WARN statement timeout'))).toHaveLength(4);
    expect(logs.filter((line) => line.includes('ERROR'))).toEqual([]);
  });
});
