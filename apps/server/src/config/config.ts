import net from 'node:net';
import path from 'node:path';
import { OidcConfigError, readOidcProviders, type OidcProvider } from './readOidcProviders.ts';
import { readConnectorConfig, type ConnectorConfig } from './readConnectorConfig.ts';

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
  /** `text` (one readable line per event, the default) or `json` (one JSON object per line; `LOG_FORMAT`). */
  readonly logFormat: LogFormat;
  /** How long one SQL statement may run before the database stops it (ADR 0184). */
  readonly statementTimeout: StatementTimeoutConfig;
  /** The admission line's size, where the operator sets it (ADR 0166); otherwise the database's defaults. */
  readonly admission: AdmissionConfig;
  /** Fetching an item's data from a `dataUrl` (ADR 0104). */
  readonly dataUrl: DataUrlConfig;
  /**
   * Behind a TLS-terminating proxy (`PLAZA_TRUST_PROXY=true`): the scheme of a request is the proxy's
   * `X-Forwarded-Proto`. Off by default: a client could otherwise claim https.
   */
  readonly trustProxy: boolean;
  /**
   * A MapLibre style URL for every map (`PLAZA_BASEMAP_STYLE`, ADR 0119): OpenStreetMap-based, Esri or the city's own.
   * Absent: the built-in offline basemap.
   */
  readonly basemapStyle: string | undefined;
  /** Where telemetry takes a visitor's country from (issue 22, ADR 0172). */
  readonly telemetry: TelemetryConfig;
  /**
   * `PLAZA_METRICS_TOKEN`: the bearer token that lets a scraper read `/metrics` from anywhere; absent, only the
   * loopback address may (ADR 0191).
   */
  readonly metricsToken: string | undefined;
  /** Connector mode: a remote portal in place of the embedded one (`PLAZA_PORTAL_URL`, issue 41, ADR 0201). */
  readonly connector: ConnectorConfig | undefined;
  /** E-mail (issue 43, ADR 0206): off unless `SMTP_URL` names an SMTP server. */
  readonly mail: MailConfig;
  /** OpenID Connect providers people may sign in with (`PLAZA_OIDC_PROVIDERS`; none by default; ADR 0211). */
  readonly oidcProviders: readonly OidcProvider[];
}

/**
 * Where and how Plaza sends e-mail: `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…:465`; absent: e-mail is off),
 * `PLAZA_MAIL_FROM` (the From address, default `Plaza <no-reply@{base domain's host}>`) and `PLAZA_DIGEST_HOUR` (the
 * hour, UTC, daily digests are sent at; default 7); `PLAZA_PUBLIC_URL` (the address people reach Plaza by, for links in
 * notifications and e-mail; default `http://{base domain}`).
 */
export interface MailConfig {
  readonly smtpUrl: string | undefined;
  readonly from: string;
  readonly digestHourUtc: number;
  readonly linkOrigin: string;
}

/**
 * Spec 3 §4 tracks anonymous and other-organisation visitors only in the US. Plaza has no address-to-country database,
 * so the country is the deployment's (`PLAZA_VISITOR_COUNTRY`, ISO 3166 alpha-2, default `US`; `none`: unknown, so
 * such visitors are never tracked), or, behind a trusted proxy (`PLAZA_TRUST_PROXY=true`), the proxy's header named by
 * `PLAZA_COUNTRY_HEADER` (e.g. `CF-IPCountry`) when the request has it.
 */
export interface TelemetryConfig {
  readonly visitorCountry: string | undefined;
  readonly countryHeader: string | undefined;
  /** Batches one address may post a minute (`PLAZA_TELEMETRY_BATCHES_PER_MINUTE`, default 240; a browser sends ≤ 20). */
  readonly batchesPerMinute: number;
  /** Days an event is kept (`PLAZA_TELEMETRY_RETENTION_DAYS`, default 400). */
  readonly retentionDays: number;
  /** Events one site may store an hour (`PLAZA_TELEMETRY_SITE_EVENTS_PER_HOUR`, default 20,000; ADR 0186). */
  readonly siteEventsPerHour: number;
  /** Events all sites together may store an hour (`PLAZA_TELEMETRY_EVENTS_PER_HOUR`, default 100,000; ADR 0186). */
  readonly eventsPerHour: number;
  /**
   * The provider's own e-mail domains: a signed-in visitor whose e-mail is of one (or a subdomain) is an internal user
   * (spec 3 §1; `PLAZA_TELEMETRY_INTERNAL_DOMAINS`, comma-separated, default none; ADR 0242).
   */
  readonly internalDomains: readonly string[];
}

/** How the server fetches `dataUrl` item data (ADR 0104). */
export interface DataUrlConfig {
  /**
   * Non-public targets (loopback, private, link-local, unique-local, unspecified) the server may fetch
   * from: none (`false`, the default), all (`true`), or only these addresses and CIDR ranges.
   * From `PLAZA_DATA_URL_ALLOW_PRIVATE` (`true`, `false`, or e.g. `10.1.2.0/24,fd00::/8`).
   */
  readonly allowPrivate: boolean | readonly string[];
  /** The whole fetch (every redirect and the body) in ms; `PLAZA_DATA_URL_TIMEOUT_MS`, default 30 s. */
  readonly timeoutMs: number;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export type LogFormat = 'text' | 'json';

/**
 * PostgreSQL's `statement_timeout` per pool, in ms (0: none): request work (`PLAZA_STATEMENT_TIMEOUT_MS`, default
 * 20 s) and background work — jobs, upkeep, migrations (`PLAZA_JOB_STATEMENT_TIMEOUT_MS`, default 15 minutes).
 */
export interface StatementTimeoutConfig {
  readonly requestMs: number;
  readonly backgroundMs: number;
}

/**
 * How many requests run at once (`PLAZA_ADMISSION_MAX_ACTIVE`, 1–10000) and how many may wait for a place
 * (`PLAZA_ADMISSION_MAX_WAITING`, 0–100000); absent, the defaults of the database in use (ADR 0166). Beyond them a
 * request gets 503 with `Retry-After`, on pages as on the APIs.
 */
export interface AdmissionConfig {
  readonly maxActive?: number;
  readonly maxWaiting?: number;
}

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
  const logFormat = (nonEmpty(env.LOG_FORMAT)?.toLowerCase() ?? 'text') as LogFormat;
  if (logFormat !== 'text' && logFormat !== 'json') {
    throw new ConfigError(`LOG_FORMAT must be text or json; got "${String(logFormat)}".`);
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
    logFormat,
    statementTimeout: {
      requestMs: parseStatementTimeout('PLAZA_STATEMENT_TIMEOUT_MS', env.PLAZA_STATEMENT_TIMEOUT_MS, 20_000),
      backgroundMs: parseStatementTimeout(
        'PLAZA_JOB_STATEMENT_TIMEOUT_MS',
        env.PLAZA_JOB_STATEMENT_TIMEOUT_MS,
        900_000,
      ),
    },
    admission: {
      ...optionalCount('PLAZA_ADMISSION_MAX_ACTIVE', env.PLAZA_ADMISSION_MAX_ACTIVE, 'maxActive', 1, 10_000),
      ...optionalCount('PLAZA_ADMISSION_MAX_WAITING', env.PLAZA_ADMISSION_MAX_WAITING, 'maxWaiting', 0, 100_000),
    },
    dataUrl: {
      allowPrivate: parseAllowPrivate(env.PLAZA_DATA_URL_ALLOW_PRIVATE),
      timeoutMs: parseTimeout(env.PLAZA_DATA_URL_TIMEOUT_MS),
    },
    trustProxy: parseBoolean('PLAZA_TRUST_PROXY', env.PLAZA_TRUST_PROXY),
    basemapStyle: parseStyleUrl(env.PLAZA_BASEMAP_STYLE),
    telemetry: {
      visitorCountry: parseCountry(env.PLAZA_VISITOR_COUNTRY),
      countryHeader: parseHeaderName(env.PLAZA_COUNTRY_HEADER),
      batchesPerMinute: parseRate(env.PLAZA_TELEMETRY_BATCHES_PER_MINUTE),
      retentionDays: parseRetention(env.PLAZA_TELEMETRY_RETENTION_DAYS),
      siteEventsPerHour: parseEventCeiling(
        'PLAZA_TELEMETRY_SITE_EVENTS_PER_HOUR',
        env.PLAZA_TELEMETRY_SITE_EVENTS_PER_HOUR,
        20_000,
      ),
      eventsPerHour: parseEventCeiling('PLAZA_TELEMETRY_EVENTS_PER_HOUR', env.PLAZA_TELEMETRY_EVENTS_PER_HOUR, 100_000),
      internalDomains: parseDomainList('PLAZA_TELEMETRY_INTERNAL_DOMAINS', env.PLAZA_TELEMETRY_INTERNAL_DOMAINS),
    },
    metricsToken: parseMetricsToken(env.PLAZA_METRICS_TOKEN),
    connector: readConnectorConfig(env),
    mail: parseMail(env, nonEmpty(env.BASE_DOMAIN) ?? `localhost:${port}`),
    oidcProviders: parseOidcProviders(env.PLAZA_OIDC_PROVIDERS),
  };
}

function parseMail(env: Readonly<Record<string, string | undefined>>, baseDomain: string): MailConfig {
  const smtpUrl = nonEmpty(env.SMTP_URL);
  if (smtpUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(smtpUrl);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
      throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:pass@host:587.');
    }
  }
  const from = nonEmpty(env.PLAZA_MAIL_FROM) ?? `Plaza <no-reply@${baseDomain.split(':')[0] ?? 'localhost'}>`;
  if (/[\r\n]/.test(from) || !/@/.test(from)) {
    throw new ConfigError('PLAZA_MAIL_FROM must be one e-mail address, e.g. "Riverside <no-reply@example.org>".');
  }
  const hour = nonEmpty(env.PLAZA_DIGEST_HOUR) ?? '7';
  if (!/^\d{1,2}$/.test(hour) || Number(hour) > 23) {
    throw new ConfigError(`PLAZA_DIGEST_HOUR must be an hour from 0 to 23; got "${hour}".`);
  }
  const publicUrl = nonEmpty(env.PLAZA_PUBLIC_URL) ?? `http://${baseDomain}`;
  let linkOrigin: string;
  try {
    linkOrigin = new URL(publicUrl).origin;
  } catch {
    linkOrigin = 'null';
  }
  if (!/^https?:\/\//.test(linkOrigin)) {
    throw new ConfigError(`PLAZA_PUBLIC_URL must be an http:// or https:// address; got "${publicUrl}".`);
  }
  return { smtpUrl, from, digestHourUtc: Number(hour), linkOrigin };
}

/** `{ [key]: n }` for a whole number in range, `{}` when unset. */
function optionalCount<K extends string>(
  name: string,
  value: string | undefined,
  key: K,
  min: number,
  max: number,
): Partial<Record<K, number>> {
  const raw = nonEmpty(value);
  if (raw === undefined) return {};
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count < min || count > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}".`);
  }
  return { [key]: count } as Partial<Record<K, number>>;
}

function parseOidcProviders(value: string | undefined): readonly OidcProvider[] {
  try {
    return readOidcProviders(value);
  } catch (error) {
    throw error instanceof OidcConfigError ? new ConfigError(error.message) : error;
  }
}

function parseMetricsToken(value: string | undefined): string | undefined {
  const raw = nonEmpty(value);
  if (raw !== undefined && !/^[\x21-\x7e]{16,256}$/.test(raw)) {
    throw new ConfigError('PLAZA_METRICS_TOKEN must be 16 to 256 visible ASCII characters (no spaces).');
  }
  return raw;
}

function parseStyleUrl(value: string | undefined): string | undefined {
  const raw = nonEmpty(value);
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ConfigError(`PLAZA_BASEMAP_STYLE must be the http(s) URL of a MapLibre style; got "${raw}".`);
  }
  return url.href;
}

function parseCountry(value: string | undefined): string | undefined {
  const raw = nonEmpty(value)?.toUpperCase() ?? 'US';
  if (raw === 'NONE') return undefined;
  if (!/^[A-Z]{2}$/.test(raw)) {
    throw new ConfigError(`PLAZA_VISITOR_COUNTRY must be a two-letter country code or none; got "${raw}".`);
  }
  return raw;
}

function parseRate(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 240;
  const rate = Number(raw);
  if (!Number.isInteger(rate) || rate < 1 || rate > 1_000_000) {
    throw new ConfigError(`PLAZA_TELEMETRY_BATCHES_PER_MINUTE must be a whole number from 1 to 1000000; got "${raw}".`);
  }
  return rate;
}

function parseEventCeiling(name: string, value: string | undefined, fallback: number): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  const events = Number(raw);
  if (!Number.isInteger(events) || events < 10 || events > 100_000_000) {
    throw new ConfigError(`${name} must be a whole number from 10 to 100000000; got "${raw}".`);
  }
  return events;
}

function parseRetention(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 400;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > 36_500) {
    throw new ConfigError(
      `PLAZA_TELEMETRY_RETENTION_DAYS must be a whole number of days from 1 to 36500; got "${raw}".`,
    );
  }
  return days;
}

function parseHeaderName(value: string | undefined): string | undefined {
  const raw = nonEmpty(value);
  if (raw !== undefined && !/^[A-Za-z0-9-]{1,64}$/.test(raw)) {
    throw new ConfigError(`PLAZA_COUNTRY_HEADER must be an HTTP header name; got "${raw}".`);
  }
  return raw?.toLowerCase();
}

function parseBoolean(name: string, value: string | undefined): boolean {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(`${name} must be true or false; got "${raw}".`);
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

function parseAllowPrivate(value: string | undefined): boolean | readonly string[] {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  const ranges = raw.split(',').map((entry) => entry.trim());
  for (const range of ranges) {
    if (!isAddressRange(range)) {
      throw new ConfigError(
        `PLAZA_DATA_URL_ALLOW_PRIVATE must be true, false or a comma-separated list of IP addresses and CIDR ranges; got "${range}".`,
      );
    }
  }
  return Object.freeze(ranges);
}

function isAddressRange(range: string): boolean {
  const [address = '', prefix, ...rest] = range.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function parseStatementTimeout(name: string, value: string | undefined, fallback: number): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 86_400_000) {
    throw new ConfigError(`${name} must be a whole number of milliseconds from 0 (none) to 86400000; got "${raw}".`);
  }
  return ms;
}

function parseTimeout(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 30_000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1 || ms > 600_000) {
    throw new ConfigError(`PLAZA_DATA_URL_TIMEOUT_MS must be an integer between 1 and 600000; got "${raw}".`);
  }
  return ms;
}

/** A comma-separated list of DNS domains (empty entries dropped); anything that is not a hostname is refused. */
function parseDomainList(name: string, raw: string | undefined): readonly string[] {
  const domains = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const bad = domains.find(
    (entry) => !/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(entry),
  );
  if (bad !== undefined) throw new ConfigError(`${name} must be a comma-separated list of domains; got "${bad}".`);
  return Object.freeze(domains);
}
