import type { TestApp } from './testApp.ts';

/** What a portal search answers: a page, or the error envelope. */
export interface SearchBody {
  readonly query?: string;
  readonly total: number;
  readonly start: number;
  readonly num: number;
  readonly nextStart: number;
  readonly results: readonly Record<string, unknown>[];
  readonly error?: { readonly code: number; readonly message: string; readonly details: readonly string[] };
}

/**
 * POSTs a portal search (`community/groups`, `community/users`, `search`, ...) as the holder of
 * `token` (anonymous without one) and returns the body; the HTTP status must be 200 (errors travel
 * in the envelope).
 *
 * @example
 * const body = await searchCall(t, 'community/groups', token, { q: 'tags:parks', num: '5' });
 */
export async function searchCall(
  t: Pick<TestApp, 'app'>,
  path: string,
  token: string | undefined,
  params: Record<string, string>,
): Promise<SearchBody> {
  const res = await t.app.request(`/sharing/rest/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams({ f: 'json', ...params }).toString(),
  });
  if (res.status !== 200) throw new Error(`searchCall: HTTP ${res.status} for ${path}`);
  return (await res.json()) as SearchBody;
}

/**
 * Malformed `q`s every portal search refuses with a 400 that says what is wrong: a label, the `q`,
 * and the words the message must contain. Only fields every search knows are used.
 */
export const MALFORMED_QUERIES: readonly (readonly [string, string, RegExp])[] = [
  ['an unbalanced quote', 'tags:"parks', /Unbalanced quote/],
  ['an unbalanced parenthesis', '(parks OR trails', /Unbalanced parentheses/],
  ['a stray closing parenthesis', 'parks)', /has no matching/],
  ['an unclosed range', 'created:[1 TO 2', /Unbalanced range/],
  ['a date that is none', 'created:[yesterday TO now]', /epoch milliseconds/],
  ['10 KB and more', 'parks '.repeat(2000), /longer than 10240 bytes/],
  ['a NUL byte', 'parks\u0000', /control or bidirectional/],
  ['a right-to-left override', 'orgid:\u202Eadmin', /U\+202E/],
  ['an injection with a stray parenthesis', "Robert'); DROP TABLE groups;--", /has no matching "\("/],
  ['a union as a field', 'orgid:1 UNION:x', /Unknown field "union"/],
  ['deep nesting', '('.repeat(40) + 'a' + ')'.repeat(40), /nest more than 32/],
  ['exponential-backtracking bait', 'a('.repeat(2000), /Parentheses nest|not closed/],
  ['a dangling AND', 'a AND', /Expected a term after "AND"/],
  ['a range over tags', 'tags:[a TO b]', /does not support ranges/],
];

/** Text that looks like SQL or markup: searched as words, never as SQL, never an error. */
export const SQL_LOOKING_TEXT: readonly string[] = [
  "'; DROP TABLE users; --",
  "x' OR 1=1 --:a",
  '1 OR 1=1',
  "%' OR '%'='",
  '\\x00 $1 $$ ;; -- /* */',
  '"a\\" OR 1=1 --"',
  '\u0645\u062f\u0646 \u05e2\u05d9\u05e8',
];
