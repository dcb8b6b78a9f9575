/**
 * Reading and comparing the reference vectors (testdata/arcgis/reference-vectors): inputs recorded from the
 * reference library's own fixtures, and what the reference (@esri/hub-common 29.0.1, @esri/hub-initiatives 14)
 * returned for each. Plaza's output is compared path by path; each compared path is one behaviour, so a suite can
 * report how many behaviours match. Used by the fidelity tests only; pure (the tests read the files).
 */

/** One recorded input. */
export interface VectorInput {
  readonly name: string;
  readonly source: string;
  readonly input: unknown;
}

/** What the reference returned (or the message it threw) for a named input. */
export interface VectorCase {
  readonly name: string;
  readonly edit?: string;
  readonly output?: unknown;
  readonly throws?: string;
}

/** A vector file: its provenance and cases. */
export interface VectorFile {
  readonly provenance: Readonly<Record<string, string>>;
  readonly cases: readonly VectorCase[];
}

/** One compared behaviour: a path of one case, and whether Plaza's value equals the reference's. */
export interface Behaviour {
  readonly vector: string;
  readonly path: string;
  readonly matches: boolean;
  readonly plaza: unknown;
  readonly reference: unknown;
}

/** Structural equality of JSON values; `undefined` members equal missing ones. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** A JSON value with object keys sorted and undefined members dropped, for comparing and printing. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * Compares the given paths (dot-separated; `a.*` expands to every key of `a` on either side) of Plaza's output and
 * the reference's, one behaviour per path.
 */
export function compareAt(vector: string, plaza: unknown, reference: unknown, paths: readonly string[]): Behaviour[] {
  const expanded = paths.flatMap((path) => {
    if (!path.endsWith('.*')) return [path];
    const base = path.slice(0, -2);
    const keys = new Set([...Object.keys(recordAt(plaza, base)), ...Object.keys(recordAt(reference, base))]);
    return [...keys].sort().map((key) => `${base}.${key}`);
  });
  return expanded.map((path) => {
    const p = valueAt(plaza, path);
    const r = valueAt(reference, path);
    return { vector, path, matches: jsonEqual(p, r), plaza: p, reference: r };
  });
}

/** The value at a dot-separated path (undefined when any step is missing). */
export function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

function recordAt(value: unknown, path: string): Record<string, unknown> {
  const found = valueAt(value, path);
  return found !== null && typeof found === 'object' && !Array.isArray(found) ? (found as Record<string, unknown>) : {};
}

/** A copy of a JSON value with one path set (or removed when `value` is undefined): a declared normalisation. */
export function withValueAt(value: unknown, path: string, next: unknown): unknown {
  const copy: unknown = structuredClone(value);
  const steps = path.split('.');
  let current = copy;
  for (const step of steps.slice(0, -1)) {
    if (current === null || typeof current !== 'object') return copy;
    current = (current as Record<string, unknown>)[step];
  }
  if (current === null || typeof current !== 'object') return copy;
  const last = steps[steps.length - 1] ?? '';
  if (next === undefined) delete (current as Record<string, unknown>)[last];
  else (current as Record<string, unknown>)[last] = next;
  return copy;
}

/** `matched/total (percent)` of a list of behaviours. */
export function matchRate(behaviours: readonly Behaviour[]): string {
  const matched = behaviours.filter((b) => b.matches).length;
  const percent = behaviours.length ? ((100 * matched) / behaviours.length).toFixed(1) : '100.0';
  return `${matched}/${behaviours.length} (${percent} %)`;
}

/** One difference between two JSON values: where, and the value on each side (undefined when absent). */
export interface JsonChange {
  readonly path: string;
  readonly before: unknown;
  readonly after: unknown;
}

/**
 * The differences between two JSON values, member by member (a list that differs is one change): what a save
 * changed in a stored model.
 */
export function diffJson(before: unknown, after: unknown, path = ''): JsonChange[] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => diffJson(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return jsonEqual(before, after) ? [] : [{ path, before, after }];
}
