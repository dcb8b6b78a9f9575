/**
 * Whether a database error was caused by the values a request carried rather than by the server:
 * SQLSTATE class 22 "data exception" (a NUL byte in text, a number out of range, an invalid date or
 * JSON text) and 54001 "statement too complex" (absurdly deep input). The error handler answers these
 * 400 instead of 500, so hostile input never reads as a server fault (issue 12 item 4). Routes still
 * validate first; this is the net under them.
 *
 * @example
 * isInputDataError({ code: '22021' }); // true: invalid byte sequence (a NUL byte)
 */
export function isInputDataError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|54001)$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
