import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { createLogger } from '../log/logger.ts';
import type { AppEnv } from './appEnv.ts';
import { handleError } from './errorHandler.ts';

function appThatThrows(error: () => Error, logs: string[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  const config = readConfig({ DATA_DIR: '/tmp/plaza-unused' });
  app.use('*', async (c, next) => {
    c.set('deps', { db: {} as Db, config, logger: createLogger('debug', (line) => logs.push(line)) });
    await next();
  });
  app.all('*', () => {
    throw error();
  });
  return app;
}

describe('handleError', () => {
  it('answers a value that does not decode (URIError) as the request’s fault, in each contract (issue 40)', async () => {
    const logs: string[] = [];
    const app = appThatThrows(() => new URIError('URI malformed'), logs);
    expect(await (await app.request('/sharing/rest/search')).json()).toMatchObject({
      error: { code: 400, messageCode: 'GWM_0001' },
    });
    const hub = await app.request('/api/events/v1/events');
    expect(hub.status).toBe(400);
    const page = await app.request('/search');
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(logs.filter((line) => line.includes('ERROR'))).toEqual([]);
  });

  it('answers anything unexpected 500 without internals, an HTML page on a page, and logs it with the request id', async () => {
    const logs: string[] = [];
    const app = appThatThrows(() => new Error('boom at /work/main/x.ts'), logs);
    const api = await app.request('/api');
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({
      error: { title: 'Internal Server Error', detail: 'Unable to complete the operation.' },
    });
    const page = await app.request('/');
    expect(page.status).toBe(500);
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toContain('boom');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(logs.filter((line) => line.includes('ERROR unhandled error'))).toHaveLength(2);
  });
});
