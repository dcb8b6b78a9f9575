/**
 * The log levels of the hub library (spec 3 §9), most to least talkative; `off` (the default) says nothing.
 *
 * @example
 * LOG_LEVELS.indexOf('warn') > LOG_LEVELS.indexOf('info'); // true
 */
export const LOG_LEVELS = Object.freeze(['all', 'debug', 'info', 'warn', 'error', 'off'] as const);
/** One of {@link LOG_LEVELS}. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where a logger writes: `console` unless told (a test or a server passes its own). */
export interface LogSink {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  log(...args: unknown[]): void;
}

/** The library's logger: writes a message only when its level is at or above the logger's level. */
export interface HubLogger {
  readonly level: LogLevel;
  setLevel(level: LogLevel): void;
  /** Written only at level `all` (the reference's `log`). */
  log(...args: unknown[]): void;
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/**
 * A logger at `level` (default `off`: a library is quiet unless its user asks), writing to `sink`. An unknown level
 * reads as `off`.
 *
 * @example
 * const logger = createHubLogger('warn');
 * logger.info('ignored'); logger.warn('written');
 */
export function createHubLogger(level: LogLevel = 'off', sink: LogSink = console): HubLogger {
  let current: LogLevel = LOG_LEVELS.includes(level) ? level : 'off';
  const writes = (at: LogLevel) => current !== 'off' && LOG_LEVELS.indexOf(at) >= LOG_LEVELS.indexOf(current);
  return {
    get level() {
      return current;
    },
    setLevel(next) {
      current = LOG_LEVELS.includes(next) ? next : 'off';
    },
    log: (...args) => {
      if (current === 'all') sink.log(...args);
    },
    debug: (...args) => {
      if (writes('debug')) sink.debug(...args);
    },
    info: (...args) => {
      if (writes('info')) sink.info(...args);
    },
    warn: (...args) => {
      if (writes('warn')) sink.warn(...args);
    },
    error: (...args) => {
      if (writes('error')) sink.error(...args);
    },
  };
}

/**
 * The library's own logger (off until `hubLogger.setLevel` says otherwise).
 *
 * @example
 * hubLogger.setLevel('warn');
 * hubLogger.warn('No workspace links found for entity');
 */
export const hubLogger: HubLogger = createHubLogger();
