import type { FuzzRandom } from './fuzzRandom.ts';

/** Hostile and odd scalar values: NUL bytes, unicode, huge numbers, injections, path tricks. */
export const FUZZ_STRINGS: readonly string[] = [
  '',
  'a',
  ' ',
  '\u0000',
  'abc\u0000def',
  'é漢字🙂',
  '\u202eevil',
  '\ud800',
  'a'.repeat(10_000),
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  "' OR 1=1 --",
  '"; drop table items; --',
  '%',
  '%00',
  '%zz',
  '{"a":',
  '[',
  '<script>alert(1)</script>',
  '${7*7}',
  '\r\nX-Injected: 1',
  'null',
  'true',
  'undefined',
  '[object Object]',
  '*',
  '(((((((((((((((((((((((((((',
  'title:',
  'AND OR NOT',
  'tags:"',
  'modified:[0 TO',
  'owner:admin_riverside',
  'f'.repeat(300),
];

export const FUZZ_NUMBERS: readonly string[] = [
  '0',
  '-1',
  '1',
  '100',
  '101',
  '10001',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x10',
  '1.5',
  '１２',
];

/** Parameter names the routes read (portal and hub), plus a few nobody reads. */
export const FUZZ_PARAM_NAMES: readonly string[] = [
  'f',
  'q',
  'start',
  'num',
  'sortField',
  'sortOrder',
  'token',
  'id',
  'ids',
  'items',
  'groups',
  'users',
  'everyone',
  'org',
  'title',
  'type',
  'typeKeywords',
  'tags',
  'categories',
  'categoryFilters',
  'text',
  'url',
  'dataUrl',
  'properties',
  'extent',
  'bbox',
  'filter',
  'limit',
  'offset',
  'datetime',
  'countFields',
  'countSize',
  // Feature service queries (issue 15).
  'where',
  'outFields',
  'geometry',
  'inSR',
  'outSR',
  'orderByFields',
  'resultOffset',
  'resultRecordCount',
  'returnCountOnly',
  'returnIdsOnly',
  'outStatistics',
  'groupByFieldsForStatistics',
  'username',
  'password',
  'referer',
  'expiration',
  'client_id',
  'redirect_uri',
  'grant_type',
  'code',
  'code_verifier',
  'refresh_token',
  'response_type',
  'hostname',
  'siteId',
  'orgKey',
  'access',
  'status',
  'startDateTime',
  'endDateTime',
  'timeZone',
  'eventId',
  'userId',
  'jobId',
  'folder',
  'file',
  'thumbnail',
  'key',
  'resource',
  'searchUserAccess',
  'searchUserName',
  '__proto__',
  'constructor',
  '',
];

/** A hostile scalar: a string, a number or a known id. */
export function fuzzScalar(random: FuzzRandom, known: readonly string[]): string {
  const roll = random.next();
  if (roll < 0.45) return random.pick(FUZZ_STRINGS);
  if (roll < 0.8) return random.pick(FUZZ_NUMBERS);
  return random.pick(known);
}

/** A JSON value of any shape: nested objects and arrays, wrong types, huge numbers. */
export function fuzzJson(random: FuzzRandom, known: readonly string[], depth = 0): unknown {
  const roll = random.next();
  if (depth > 3 || roll < 0.35) return fuzzScalar(random, known);
  if (roll < 0.45) return random.pick([0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1, true, false, null]);
  if (roll < 0.65) return Array.from({ length: random.int(4) }, () => fuzzJson(random, known, depth + 1));
  const object: Record<string, unknown> = {};
  for (let i = random.int(6); i > 0; i--) object[random.pick(FUZZ_PARAM_NAMES)] = fuzzJson(random, known, depth + 1);
  return object;
}

/** JSON nested so deep that a recursive reader would overflow its stack. */
export function deepJson(levels: number): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}
