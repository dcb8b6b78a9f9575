import path from 'node:path';

/** Runtime configuration. This module is the only reader of `process.env`. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Folder holding the embedded database and uploaded files. */
  readonly dataDir: string;
  /** External PostgreSQL; when absent the embedded PGlite database in `dataDir` is used. */
  readonly databaseUrl: string | undefined;
  /** Base domain for site hostnames: `{subdomain}-{orgKey}.{baseDomain}`. */
  readonly baseDomain: string;
  /** Password of the seeded demo users. */
  readonly demoPassword: string;
  /** True when `PLAZA_DEMO_PASSWORD` was not set and the documented default is in use. */
  readonly demoPasswordIsDefault: boolean;
  /** Folder of the built web app (`client/` and `server/` inside). */
  readonly webDistDir: string;
  readonly logLevel: LogLevel;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** The demo password written in the README, used when `PLAZA_DEMO_PASSWORD` is unset. */
export const DEFAULT_DEMO_PASSWORD = 'plaza-demo-2026';

const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
}

/**
 * Reads the configuration from an environment (by default `process.env`).
 *
 * @example
 * const config = readConfig({ PORT: '4311', DATA_DIR: '/tmp/x' });
 */
export function readConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const port = parsePort(env.PORT);
  const demoPassword = nonEmpty(env.PLAZA_DEMO_PASSWORD);
  const logLevel = (nonEmpty(env.LOG_LEVEL) ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${logLevel}".`);
  }
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    baseDomain: nonEmpty(env.BASE_DOMAIN) ?? `localhost:${port}`,
    demoPassword: demoPassword ?? DEFAULT_DEMO_PASSWORD,
    demoPasswordIsDefault: demoPassword === undefined,
    webDistDir: path.resolve(nonEmpty(env.PLAZA_WEB_DIST) ?? new URL('../../../web/dist', import.meta.url).pathname),
    logLevel,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535; got "${raw}".`);
  }
  return port;
}
