import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('createLogger', () => {
  it('never writes tokens, passwords or other parameter values', () => {
    const lines: string[] = [];
    const log = createLogger('debug', (line) => lines.push(line));
    log.info('request', {
      url: '/sharing/rest/generateToken?f=json&username=a&password=hunter2&token=abc123',
      body: { password: 'hunter2', nested: { refresh_token: 'r-secret', auth_token: 'a-secret' } },
      authorization: 'Bearer abc123',
    });
    const out = lines.join('\n');
    expect(out).toContain('generateToken?f=json&username=[redacted]&password=[redacted]&token=[redacted]');
    expect(out).not.toMatch(/hunter2|abc123|r-secret|a-secret/);
  });

  it('drops lines below the configured level', () => {
    const lines: string[] = [];
    const log = createLogger('warn', (line) => lines.push(line));
    log.info('quiet');
    log.error('loud');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('loud');
  });

  it('writes control characters escaped, so a value cannot forge a log line', () => {
    const lines: string[] = [];
    const log = createLogger('debug', (line) => lines.push(line));
    log.warn('not found\nINFO forged', { path: '/a\n2026-01-01T00:00:00Z INFO forged\u001b[31m', 'k\r': 1 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\n\r]/);
    expect(lines[0]).not.toContain(String.fromCharCode(27));
    expect(lines[0]).toContain('/a\\x0a2026-01-01T00:00:00Z INFO forged\\x1b[31m');
    expect(lines[0]).toContain('not found\\x0aINFO forged');
  });
});

describe('createLogger in json (issue 42)', () => {
  it('writes one JSON object per line: time, level, msg, then the fields, redacted', () => {
    const lines: string[] = [];
    const log = createLogger('info', (line) => lines.push(line), 'json');
    log.info('request', {
      requestId: 'r-1',
      method: 'GET',
      path: '/sharing/rest/search?f=json&token=abc',
      status: 200,
      durationMs: 4,
    });
    log.error('page failed\u2028x', { error: new Error('fetch https://h/?sig=s1 failed\nnext') });
    log.debug('dropped');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toMatch(/[\n\r\u2028\u2029]/);
    const [request, failure] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(request).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
      level: 'info',
      msg: 'request',
      requestId: 'r-1',
      method: 'GET',
      path: '/sharing/rest/search?f=json&token=[redacted]',
      status: 200,
      durationMs: 4,
    });
    expect(Object.keys(request!).slice(0, 3)).toEqual(['time', 'level', 'msg']);
    expect(failure).toMatchObject({
      level: 'error',
      error: { name: 'Error', message: 'fetch https://h/?sig=[redacted] failed\\x0anext' },
    });
  });
});
