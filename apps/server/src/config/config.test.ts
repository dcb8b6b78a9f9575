import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD, readConfig } from './config.ts';

describe('readConfig', () => {
  it('applies the documented defaults', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.baseDomain).toBe('localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoPassword).toBe(DEFAULT_DEMO_PASSWORD);
    expect(config.demoPasswordIsDefault).toBe(true);
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('honours PORT, DATA_DIR, BASE_DOMAIN and the demo password', () => {
    const config = readConfig({ PORT: '4311', DATA_DIR: '/tmp/x', PLAZA_DEMO_PASSWORD: 's3cret-pass' });
    expect(config.port).toBe(4311);
    expect(config.dataDir).toBe('/tmp/x');
    expect(config.baseDomain).toBe('localhost:4311');
    expect(config.demoPassword).toBe('s3cret-pass');
    expect(config.demoPasswordIsDefault).toBe(false);
    expect(readConfig({ BASE_DOMAIN: 'plaza.example' }).baseDomain).toBe('plaza.example');
  });

  it('rejects a port that is not a number', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT must be an integer/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT must be an integer/);
  });

  it('rejects an unknown log level', () => {
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('refuses non-public dataUrl targets and waits 30 s by default', () => {
    expect(readConfig({}).dataUrl).toEqual({ allowPrivate: false, timeoutMs: 30_000 });
    expect(readConfig({ PLAZA_DATA_URL_ALLOW_PRIVATE: 'false' }).dataUrl.allowPrivate).toBe(false);
  });

  it('reads the dataUrl allowance (true, or addresses and CIDR ranges) and timeout', () => {
    expect(readConfig({ PLAZA_DATA_URL_ALLOW_PRIVATE: 'TRUE' }).dataUrl.allowPrivate).toBe(true);
    expect(
      readConfig({ PLAZA_DATA_URL_ALLOW_PRIVATE: '127.0.0.1, 10.1.0.0/16,fd00::/8' }).dataUrl.allowPrivate,
    ).toEqual(['127.0.0.1', '10.1.0.0/16', 'fd00::/8']);
    expect(readConfig({ PLAZA_DATA_URL_TIMEOUT_MS: '250' }).dataUrl.timeoutMs).toBe(250);
  });

  it('rejects a malformed dataUrl allowance or timeout', () => {
    for (const bad of ['yes', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/1', 'intranet.local', '10.0.0.0/x']) {
      expect(() => readConfig({ PLAZA_DATA_URL_ALLOW_PRIVATE: bad })).toThrow(/PLAZA_DATA_URL_ALLOW_PRIVATE/);
    }
    for (const bad of ['0', '-5', '1.5', 'soon', '600001']) {
      expect(() => readConfig({ PLAZA_DATA_URL_TIMEOUT_MS: bad })).toThrow(/PLAZA_DATA_URL_TIMEOUT_MS/);
    }
  });

  it('reads a basemap style URL and refuses anything else (ADR 0119)', () => {
    expect(readConfig({}).basemapStyle).toBeUndefined();
    expect(readConfig({ PLAZA_BASEMAP_STYLE: ' https://tiles.example.org/styles/city.json ' }).basemapStyle).toBe(
      'https://tiles.example.org/styles/city.json',
    );
    for (const bad of ['tiles.example.org/style.json', 'javascript:alert(1)', 'file:///etc/style.json']) {
      expect(() => readConfig({ PLAZA_BASEMAP_STYLE: bad })).toThrow(/PLAZA_BASEMAP_STYLE/);
    }
  });

  it('reads the log format and the statement timeouts, and refuses malformed ones (issues 40, 42; ADR 0184)', () => {
    expect(readConfig({}).logFormat).toBe('text');
    expect(readConfig({ LOG_FORMAT: 'JSON' }).logFormat).toBe('json');
    expect(() => readConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be text or json/);
    expect(readConfig({}).statementTimeout).toEqual({ requestMs: 20_000, backgroundMs: 900_000 });
    expect(
      readConfig({ PLAZA_STATEMENT_TIMEOUT_MS: '5000', PLAZA_JOB_STATEMENT_TIMEOUT_MS: '0' }).statementTimeout,
    ).toEqual({ requestMs: 5000, backgroundMs: 0 });
    for (const bad of ['-1', '1.5', 'soon', '86400001']) {
      expect(() => readConfig({ PLAZA_STATEMENT_TIMEOUT_MS: bad })).toThrow(/PLAZA_STATEMENT_TIMEOUT_MS/);
      expect(() => readConfig({ PLAZA_JOB_STATEMENT_TIMEOUT_MS: bad })).toThrow(/PLAZA_JOB_STATEMENT_TIMEOUT_MS/);
    }
  });

  it('reads the admission line’s size where set, and refuses malformed ones (issue 40, ADR 0166)', () => {
    expect(readConfig({}).admission).toEqual({});
    expect(readConfig({ PLAZA_ADMISSION_MAX_ACTIVE: '2', PLAZA_ADMISSION_MAX_WAITING: '0' }).admission).toEqual({
      maxActive: 2,
      maxWaiting: 0,
    });
    for (const bad of ['0', '-1', '1.5', 'many', '10001']) {
      expect(() => readConfig({ PLAZA_ADMISSION_MAX_ACTIVE: bad })).toThrow(/PLAZA_ADMISSION_MAX_ACTIVE must be/);
    }
    for (const bad of ['-1', '2e3', '100001']) {
      expect(() => readConfig({ PLAZA_ADMISSION_MAX_WAITING: bad })).toThrow(/PLAZA_ADMISSION_MAX_WAITING must be/);
    }
  });
});
