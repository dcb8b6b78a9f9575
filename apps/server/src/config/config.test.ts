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
});
