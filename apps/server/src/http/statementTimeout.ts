/**
 * Whether the database stopped a statement that ran past `statement_timeout` (SQLSTATE 57014, `query_canceled`),
 * found in the error or its causes. The error handler answers it as a clear "took too long" in the contract's shape
 * instead of a 500 (issue 40 item 8, ADR 0184).
 *
 * @example
 * isStatementTimeout({ code: '57014', message: 'canceling statement due to statement timeout' }); // true
 */
export function isStatementTimeout(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '57014') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What a caller reads when its request was stopped by the statement timeout.
 *
 * @example
 * statementTimeoutMessage(20_000); // 'The request took longer than the server allows (20 s) and was stopped. …'
 */
export function statementTimeoutMessage(timeoutMs: number): string {
  const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 100) / 10} s` : `${timeoutMs} ms`;
  return `The request took longer than the server allows (${limit}) and was stopped. Try a narrower request.`;
}
