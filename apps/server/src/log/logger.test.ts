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
