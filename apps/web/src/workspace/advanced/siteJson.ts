import { DERIVED_FIELDS, hubSiteSchema, type HubSite } from '@plaza/core';

/** Where a text went wrong: its message, and the line and column (from 1) of the place. */
export interface JsonProblem {
  /** What is wrong, in English: the parser's or the schema's words (technical, shown as they are), or ours. */
  readonly message: string;
  /** One of ours, for the interface to say in the person's language (`advancedEdit.problem.*`). */
  readonly code?: 'notObject' | 'fixed';
  /** The field a `fixed` problem names. */
  readonly field?: string;
  readonly line?: number;
  readonly column?: number;
  /** Offset in the text, to put the caret there. */
  readonly offset?: number;
}

/** The outcome of reading an edited site: the site to save, or what is wrong. */
export type SiteJsonReading =
  | { readonly ok: true; readonly site: HubSite; readonly json: string }
  | { readonly ok: false; readonly problems: readonly JsonProblem[] };

/** Fields a site's JSON shows but that cannot be changed there (access is changed by sharing). */
const FIXED = ['id', 'owner', 'type', 'orgId', 'access'] as const;
const DERIVED: ReadonlySet<string> = new Set(DERIVED_FIELDS);

/**
 * A site's stored fields as the advanced editor shows them: pretty JSON, derived fields (links, `canEdit`…) left out.
 *
 * @example
 * editableSiteJson(site).startsWith('{\n  "id"'); // true
 */
export function editableSiteJson(site: HubSite): string {
  return JSON.stringify(Object.fromEntries(Object.entries(site).filter(([key]) => !DERIVED.has(key))), null, 2);
}

/**
 * Reads an edited site's JSON (issue 23, `/edit/advanced`): a syntax error with its line and column, a field the
 * schema refuses with its path, or a fixed field changed (id, owner, type, organisation, access); else the site to save (with the derived fields of the
 * stored one) and its JSON written again, for the diff.
 *
 * @example
 * const reading = readSiteJson(text, site);
 * if (!reading.ok) reading.problems[0].line; // 3
 */
export function readSiteJson(text: string, stored: HubSite): SiteJsonReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [syntaxProblem(text, error)] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, problems: [{ code: 'notObject', message: 'The site must be a JSON object.' }] };
  }
  const record = parsed as Record<string, unknown>;
  const fixed = FIXED.filter((key) => JSON.stringify(record[key]) !== JSON.stringify(stored[key]));
  if (fixed.length > 0) {
    return {
      ok: false,
      problems: fixed.map((key) => ({ code: 'fixed', field: key, message: `${key} cannot be changed here.` })),
    };
  }
  const derived = Object.fromEntries(Object.entries(stored).filter(([key]) => DERIVED.has(key)));
  const checked = hubSiteSchema.safeParse({ ...record, ...derived });
  if (!checked.success) {
    return {
      ok: false,
      problems: checked.error.issues.map((issue) => ({
        message: `${issue.path.join('.') || 'site'}: ${issue.message}`,
      })),
    };
  }
  return { ok: true, site: checked.data, json: editableSiteJson(checked.data) };
}

/** A JSON syntax error located: V8 says "at position N"; the end of the text when it ran out. */
function syntaxProblem(text: string, error: unknown): JsonProblem {
  const message = error instanceof Error ? error.message : String(error);
  const at = /position (\d+)/.exec(message);
  const offset = at ? Number(at[1]) : /end of JSON|Unterminated/i.test(message) ? text.length : undefined;
  if (offset === undefined) return { message };
  const before = text.slice(0, offset).split('\n');
  return { message, offset, line: before.length, column: before.at(-1)!.length + 1 };
}

/** One line of a diff: kept, taken away or added, with its text. */
export interface DiffLine {
  readonly kind: 'same' | 'removed' | 'added';
  readonly text: string;
}

/**
 * The lines that differ between two texts (a longest-common-subsequence diff), with `context` unchanged lines around
 * each change and none elsewhere.
 *
 * @example
 * lineDiff('a\nb', 'a\nc'); // [{ kind: 'same', text: 'a' }, { kind: 'removed', text: 'b' }, { kind: 'added', text: 'c' }]
 */
export function lineDiff(before: string, after: string, context = 2): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // lengths[i][j]: the longest common subsequence of a[i…] and b[j…].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const all: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      all.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
      all.push({ kind: 'removed', text: a[i]! });
      i++;
    } else {
      all.push({ kind: 'added', text: b[j]! });
      j++;
    }
  }
  const near = (index: number) =>
    all.slice(Math.max(0, index - context), index + context + 1).some((line) => line.kind !== 'same');
  return all.filter((line, index) => line.kind !== 'same' || near(index));
}
