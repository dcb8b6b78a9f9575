import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger } from '../log/logger.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// Issue 42 (structured logs) and issue 40 item 8 (secrets of any URL in the logs): with LOG_FORMAT=json each request
// is one JSON object per line with its id, method, redacted path, status and duration; no parameter value other than
// the shape of a request reaches the log, whatever its name.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_FORMAT: 'json' } });
});
afterAll(async () => {
  await t?.close();
});

describe('the request log', () => {
  it('writes one JSON object per request, and answers its id', async () => {
    expect(t.config.logFormat).toBe('json');
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line), t.config.logFormat);
    const app = createApp({ db: t.db, config: t.config, logger });
    const secrets = ['sig-secret-1', 'auth-secret-2', 'matrix-secret-3', 'query-secret-4'];
    const targets = [
      `/sharing/rest/content/users/admin_riverside/addItem?f=json&dataUrl=${encodeURIComponent(
        `https://files.example.org/a.csv?sig=${secrets[0]}`,
      )}`,
      `/api/download/v1/files/0123456789abcdef0123456789abcdef?auth_token=${secrets[1]}`,
      `/sharing/rest/portals/self;token=${secrets[2]}?f=json`,
      `/sharing/rest/search?f=json&num=5&q=${secrets[3]}`,
    ];
    const ids: string[] = [];
    for (const target of targets) {
      const res = await app.request(target, { headers: { 'x-request-id': target.length % 2 ? 'bad id!' : '' } });
      ids.push(res.headers.get('x-request-id') ?? '');
    }
    const given = await app.request('/healthz', { headers: { 'x-request-id': 'proxy-7f3a' } });
    expect(given.headers.get('x-request-id')).toBe('proxy-7f3a');

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = records.filter((r) => r.msg === 'request');
    expect(requests).toHaveLength(5);
    for (const [i, record] of requests.entries()) {
      expect(Object.keys(record)).toEqual([
        'time',
        'level',
        'msg',
        'requestId',
        'method',
        'path',
        'status',
        'durationMs',
      ]);
      expect(record).toMatchObject({ level: 'info', method: 'GET', status: expect.any(Number) as number });
      expect(record.requestId).toBe(i < 4 ? ids[i] : 'proxy-7f3a');
      expect(record.requestId).toMatch(/^[\w-]+$/);
    }
    expect(requests.map((r) => r.path)).toEqual([
      '/sharing/rest/content/users/admin_riverside/addItem?f=json&dataUrl=[redacted]',
      '/api/download/v1/files/0123456789abcdef0123456789abcdef?auth_token=[redacted]',
      '/sharing/rest/portals/self;token=[redacted]?f=json',
      '/sharing/rest/search?f=json&num=5&q=[redacted]',
      '/healthz',
    ]);
    for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
  });
});
