import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger.ts';

describe('createLogger', () => {
  it('never writes tokens or passwords', () => {
    const lines: string[] = [];
    const log = createLogger('debug', (line) => lines.push(line));
    log.info('request', {
      url: '/sharing/rest/generateToken?username=a&password=hunter2&token=abc123',
      body: { password: 'hunter2', nested: { refresh_token: 'r-secret' } },
      authorization: 'Bearer abc123',
    });
    const out = lines.join('\n');
    expect(out).toContain('username=a');
    expect(out).not.toMatch(/hunter2|abc123|r-secret/);
  });

  it('drops lines below the configured level', () => {
    const lines: string[] = [];
    const log = createLogger('warn', (line) => lines.push(line));
    log.info('quiet');
    log.error('loud');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('loud');
  });
});

describe('redactUrl', () => {
  it('keeps other parameters and the fragment', () => {
    expect(redactUrl('/x?f=json&token=t1#h')).toBe('/x?f=json&token=[redacted]#h');
    expect(redactUrl('/cb?code=zzz&state=s')).toBe('/cb?code=[redacted]&state=s');
  });

  it('redacts secrets of a percent-encoded URL passed as a parameter value', () => {
    expect(redactUrl('/addItem?dataUrl=https%3A%2F%2Fh%2Ff%3Fa%3D1%26token%3Dsecret%26b%3D2&f=json')).toBe(
      '/addItem?dataUrl=https%3A%2F%2Fh%2Ff%3Fa%3D1%26token%3D[redacted]%26b%3D2&f=json',
    );
    expect(redactUrl('/addItem?dataUrl=https%3a%2f%2fh%3FTOKEN%3Dsecret')).toBe(
      '/addItem?dataUrl=https%3a%2f%2fh%3FTOKEN%3D[redacted]',
    );
  });
});

describe('redaction of names the server decodes, and control characters (issue 12)', () => {
  it('redacts a secret whose name is percent-encoded, at the top level and nested', () => {
    expect(redactUrl('/self?to%6Ben=abc&f=json')).toBe('/self?to%6Ben=[redacted]&f=json');
    expect(redactUrl('/gen?username=a&pass%77ord=hunter2')).toBe('/gen?username=a&pass%77ord=[redacted]');
    expect(redactUrl('/gen?%70assword=x&PASSWORD=y')).toBe('/gen?%70assword=[redacted]&PASSWORD=[redacted]');
    expect(redactUrl('/add?dataUrl=https%3A%2F%2Fh%2Ff%3Fto%256Ben%3Dsecret')).toBe(
      '/add?dataUrl=https%3A%2F%2Fh%2Ff%3Fto%256Ben%3D[redacted]',
    );
    expect(redactUrl('/x?bad%ZZname=1&tokens=2')).toBe('/x?bad%ZZname=1&tokens=2');
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
