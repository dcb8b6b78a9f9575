// Numbers and dates shown on a page are formatted with Intl, through the two functions below (ADR 0162):
// - Intl formatters are costly to make, so each locale-and-options pair is made once and shared.
// - The first one a page makes loads the browser's ICU data — 40–80 ms on a fast desktop, several times that on a
//   phone: one long task in the middle of hydration for every public page with a number or a date on it. So the
//   server records every string it formatted while rendering a page and sends them with it, and the browser,
//   hydrating that page, reads the same strings back instead of formatting them again. It makes no formatter until it
//   shows a value the server did not (a row loaded later, another language), and server and browser never disagree
//   on a format even when their ICU versions do.

/** A number formatter: `Intl.NumberFormat`'s `format`, answered from the server's record when it has the value. */
export interface NumberFormatter {
  format(value: number): string;
}

/** A date formatter: `Intl.DateTimeFormat`'s `format`, `formatRange` and `formatToParts`. */
export interface DateTimeFormatter {
  format(value: Date | number): string;
  formatRange(start: Date | number, end: Date | number): string;
  formatToParts(value: Date | number): Intl.DateTimeFormatPart[];
}

/** The strings formatted while rendering a page, by formatter and value (see {@link recordFormats}). */
export type RecordedFormats = Readonly<Record<string, string>>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
let recording: Record<string, string> | undefined;
let replay: RecordedFormats = {};

/**
 * A shared number formatter for a locale and options.
 *
 * @example
 * numberFormat('en', { maximumFractionDigits: 2 }).format(86.437); // "86.44"
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): NumberFormatter {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  const real = () => shared(numberFormats, key, () => new Intl.NumberFormat(locale, options));
  return { format: (value) => remembered(`${key}|${value}`, () => real().format(value)) };
}

/**
 * A shared date formatter for a locale and options.
 *
 * @example
 * dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(0); // "Jan 1, 1970"
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): DateTimeFormatter {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  const real = () => shared(dateTimeFormats, key, () => new Intl.DateTimeFormat(locale, options));
  return {
    format: (value) => remembered(`${key}|${+value}`, () => real().format(value)),
    formatRange: (start, end) => remembered(`${key}|${+start}~${+end}`, () => real().formatRange(start, end)),
    // Parts are not shown as they are (they are put together by the caller), so they are never recorded.
    formatToParts: (value) => real().formatToParts(value),
  };
}

/**
 * Runs a synchronous render and answers what it formatted (the server, around `renderToString`): every string made
 * by {@link numberFormat} and {@link dateTimeFormat} meanwhile, by formatter and value.
 *
 * @example
 * const { result: html, formats } = recordFormats(() => renderToString(app));
 */
export function recordFormats<T>(render: () => T): { readonly result: T; readonly formats: RecordedFormats } {
  const formats: Record<string, string> = {};
  const outer = recording;
  recording = formats;
  try {
    return { result: render(), formats };
  } finally {
    recording = outer;
  }
}

/**
 * Answers formats from what the server recorded for this page (the browser, before it hydrates).
 *
 * @example
 * replayFormats(JSON.parse(document.getElementById('plaza-formats')?.textContent ?? '{}'));
 */
export function replayFormats(formats: RecordedFormats): void {
  replay = formats;
}

/**
 * The recorded formats in a page's data block, or none when it is missing or not an object of strings.
 *
 * @example
 * readRecordedFormats('{"n|en|{}|1234":"1,234"}'); // { 'n|en|{}|1234': '1,234' }
 * readRecordedFormats('[1]'); // {}
 */
export function readRecordedFormats(text: string | null | undefined): RecordedFormats {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function remembered(key: string, format: () => string): string {
  const known = Object.hasOwn(replay, key) ? replay[key] : undefined;
  const text = known ?? format();
  if (recording) recording[key] = text;
  return text;
}

function shared<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}
