import type { LogFormat, LogLevel } from '../config/config.ts';
import { redactUrl } from './redactUrl.ts';

export { redactUrl } from './redactUrl.ts';

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
  /^(token|access_token|refresh_token|auth_token|password|code|code_verifier|client_secret|authorization|cookie|set-cookie)$/i;

/**
 * A logger that writes one line per event and never writes secrets: values under secret-looking keys are replaced by
 * `[redacted]`, and so are the parameter values of every URL in a string ({@link redactUrl}). `text` writes
 * `time LEVEL message key=value …`; `json` writes one JSON object per line — `time`, `level`, `msg`, then the fields
 * (issue 42) — for a log collector.
 *
 * @example
 * const log = createLogger('info', undefined, 'json');
 * log.info('request', { method: 'GET', path: '/sharing/rest/community/self?token=abc', status: 200 });
 * // → {"time":"…","level":"info","msg":"request","method":"GET","path":"/sharing/rest/community/self?token=[redacted]","status":200}
 */
export function createLogger(level: LogLevel, sink: LogSink = defaultSink, format: LogFormat = 'text'): Logger {
  const write = (at: LogLevel, message: string, fields?: LogFields): void => {
    if (ORDER[at] < ORDER[level]) return;
    const safe = fields ? (redact(fields) as Record<string, unknown>) : {};
    const time = new Date().toISOString();
    if (format === 'json') {
      sink(jsonLine({ time, level: at, msg: escapeControls(redactUrl(message)), ...safe }));
      return;
    }
    const parts = [time, at.toUpperCase(), escapeControls(redactUrl(message))];
    for (const [key, value] of Object.entries(safe)) {
      parts.push(`${escapeControls(key)}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
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

/** One JSON object on one line: JSON escapes control characters; the two line separators it leaves are escaped too. */
function jsonLine(record: Record<string, unknown>): string {
  return JSON.stringify(record).replace(/[\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16)}`);
}

/** C0 and C1 controls, and the Unicode line and paragraph separators. */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/**
 * A value as one log line holds it: control characters (new lines that would forge a line, escape
 * sequences that would rewrite a terminal) written as `\xNN` / `\uNNNN`.
 */
export function escapeControls(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (!isControl(code)) out += ch;
    else out += code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return out;
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
