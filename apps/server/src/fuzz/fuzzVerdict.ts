/** What a fuzzed answer must never be (issue 12 item 4). */
export interface FuzzAnswer {
  readonly status: number;
  readonly body: string;
  readonly ms: number;
}

/** The slowest answer the fuzz test accepts. */
export const FUZZ_MAX_MS = 5000;

const STACK_OR_SQL: readonly RegExp[] = [
  /\n\s+at [\w.<>$]+ \(/,
  // A path into installed packages, but not a development server's file URL (`/@fs/…/node_modules/…` fonts).
  /(?<!\/@fs\/\S*)node_modules/,
  /\/src\/[\w/]+\.ts/,
  /syntax error at or near/i,
  /relation "[^"]*" does not exist/i,
  /column "[^"]*" (does not exist|of relation)/i,
  /violates [\w -]*constraint/i,
  /invalid input syntax for/i,
  /duplicate key value/i,
  /\bselect\s+(?:"|\*|distinct\b)[^]{0,200}?\bfrom\s+"/i,
];

/**
 * Why an answer fails the fuzz test, or undefined when it is acceptable: a 5xx status (or a portal
 * envelope with a 5xx code), an answer slower than {@link FUZZ_MAX_MS}, a stack trace or SQL in the body.
 *
 * @example
 * fuzzVerdict({ status: 500, body: '', ms: 3 }); // 'status 500'
 */
export function fuzzVerdict(answer: FuzzAnswer): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (answer.ms > FUZZ_MAX_MS) return `slow: ${Math.round(answer.ms)} ms`;
  const envelopeCode = /^\s*\{\s*"error"\s*:\s*\{\s*"code"\s*:\s*(\d+)/.exec(answer.body)?.[1];
  if (envelopeCode && Number(envelopeCode) >= 500) return `portal error code ${envelopeCode}`;
  const leak = STACK_OR_SQL.find((pattern) => pattern.test(answer.body));
  if (leak) return `leaks internals (${leak.source})`;
  return undefined;
}
