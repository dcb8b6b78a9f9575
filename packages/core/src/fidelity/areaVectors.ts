/**
 * The reference-vector suites of events, metrics, content helpers, search, slugs, domains, permissions, workspace
 * routes and families, groups and discussion settings (issue 41 item 1): each area names its vector files and, per
 * file, how Plaza is run on a recorded input and which paths of its answer are compared with the reference's.
 * Comparing, rates and printing reuse `referenceVectors.ts`. Pure (the test reads the files); used by the fidelity
 * tests only.
 */
import { compareAt, type Behaviour } from './referenceVectors.ts';

/** What one case compares: Plaza's answer, the reference's (normalised where the difference is legitimate), paths. */
export interface VectorComparison {
  readonly plaza: unknown;
  readonly reference: unknown;
  readonly paths: readonly string[];
  /**
   * Paths where the spec's text decides against the reference (the reference's value was replaced by the spec's,
   * ADR 0203 quotes each sentence): they count as matching and are reported apart.
   */
  readonly decidedBySpec?: readonly string[];
}

/** Answers a stubbed request: the url and init given to `fetch`. */
export type FetchHandler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** What the test gives a runner: a way to run calls over a stubbed `fetch`. */
export interface VectorTools {
  readonly withFetch: <T>(handler: FetchHandler, run: () => Promise<T>) => Promise<T>;
}

/** How one vector file is run: its case's arguments (the recorded input) and the reference's output. */
export type VectorRunner = (
  args: readonly unknown[],
  output: unknown,
  name: string,
  tools: VectorTools,
) => VectorComparison | Promise<VectorComparison>;

/** One vector file of an area and how it is run. */
export interface AreaVectorFile {
  readonly file: string;
  readonly run: VectorRunner;
  /** When set, only the cases this accepts are run (others are not Plaza's to answer, each with its reason). */
  readonly only?: (name: string) => boolean;
}

/** The behaviours of one case: those compared, and how many of them the spec decided. */
export interface CaseBehaviours {
  readonly behaviours: Behaviour[];
  readonly decided: number;
}

/** Compares one case's answer and reference, one behaviour per path. */
export function caseBehaviours(vector: string, comparison: VectorComparison): CaseBehaviours {
  const behaviours = compareAt(vector, comparison.plaza, comparison.reference, comparison.paths);
  const decided = new Set(comparison.decidedBySpec ?? []);
  return { behaviours, decided: behaviours.filter((b) => b.matches && decided.has(b.path)).length };
}

/** The keys of an object (none for anything else). */
export function keysOf(value: unknown): string[] {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
}

/** The union of two objects' keys, sorted: one behaviour per member of either answer. */
export function unionKeys(a: unknown, b: unknown): string[] {
  return [...new Set([...keysOf(a), ...keysOf(b)])].sort();
}

/** A JSON response for a stubbed `fetch`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A JSON copy (dates as ISO strings, undefined members dropped), as the vectors were recorded. */
export function asJson(value: unknown): unknown {
  return value === undefined ? { undefined: true } : JSON.parse(JSON.stringify(value));
}
