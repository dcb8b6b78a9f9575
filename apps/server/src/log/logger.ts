import type { LogLevel } from '../config/config.ts';

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export type LogFields = Readonly<Record<string, unknown>>;

/** Where log lines go; tests pass an array-backed sink to inspect what was logged. */
export type LogSink = (line: string) => void;

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Field names whose values are never written, whatever their nesting. */
const SECRET_KEYS =
  /^(token|access_token|refresh_token|password|code|code_verifier|client_secret|authorization|cookie|set-cookie)$/i;

/**
 * A logger that writes one line per event and never writes secrets: values under
 * secret-looking keys and secret query parameters in URLs are replaced by `[redacted]`.
 *
 * @example
 * const log = createLogger('info');
 * log.info('request', { method: 'GET', url: '/sharing/rest/community/self?token=abc' });
 * // → ... url=/sharing/rest/community/self?token=[redacted]
 */
export function createLogger(level: LogLevel, sink: LogSink = defaultSink): Logger {
  const write = (at: LogLevel, message: string, fields?: LogFields): void => {
    if (ORDER[at] < ORDER[level]) return;
    const parts = [new Date().toISOString(), at.toUpperCase(), escapeControls(message)];
    if (fields) {
      for (const [key, value] of Object.entries(redact(fields) as Record<string, unknown>)) {
        parts.push(`${escapeControls(key)}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
      }
    }
    sink(parts.join(' '));
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}

function defaultSink(line: string): void {
  process.stdout.write(`${line}\n`);
}

const SECRET_PARAM = /^(token|access_token|refresh_token|password|code|code_verifier|client_secret)$/i;
/** A query parameter: separator, name, value. */
const PARAM = /([?&])([^=&#]*)=([^&#]*)/g;
/** A parameter of a percent-encoded URL carried as a parameter value (`dataUrl=...%3Ftoken%3D...`). */
const ENCODED_PARAM = /(%3F|%26)((?:(?!%3D|%26|%23)[^&#])*)%3D((?:(?!%26|%23)[^&#])*)/gi;

/** A parameter name as the server reads it: percent-decoded (twice for a nested URL), `+` as a space. */
function paramName(raw: string, times: number): string {
  let name = raw;
  for (let i = 0; i < times; i++) {
    try {
      name = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      return name;
    }
  }
  return name.trim();
}

/**
 * Replaces secret query parameters of a URL or path by `[redacted]`, also when the name is
 * percent-encoded (`to%6Ben`, which the server reads as `token`) and in a URL nested as a parameter value.
 */
export function redactUrl(url: string): string {
  return url.replace(PARAM, (all, sep: string, name: string, value: string) => {
    if (SECRET_PARAM.test(paramName(name, 1))) return `${sep}${name}=[redacted]`;
    const nested = value.replace(ENCODED_PARAM, (inner, innerSep: string, innerName: string) =>
      SECRET_PARAM.test(paramName(innerName, 2)) ? `${innerSep}${innerName}%3D[redacted]` : inner,
    );
    return nested === value ? all : `${sep}${name}=${nested}`;
  });
}

/**
 * A value as one log line holds it: control characters (new lines that would forge a line, escape
 * sequences that would rewrite a terminal) written as `\xNN` / `\uNNNN`.
 */
export function escapeControls(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[deep]';
  if (typeof value === 'string') return escapeControls(redactUrl(value));
  if (value instanceof Error) return { name: value.name, message: escapeControls(redactUrl(value.message)) };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = SECRET_KEYS.test(key) ? '[redacted]' : redact(inner, depth + 1);
    }
    return out;
  }
  return value;
}
