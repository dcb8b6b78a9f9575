import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The recorded-portal corpus (`testdata/arcgis` at the repository root). */
export const CORPUS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../testdata/arcgis');

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A recorded value: `file#dotted.path` under the corpus, with what the replay changes (`set`, `unset`). */
const refSchema = z.object({
  from: z.string().min(1),
  set: z.record(z.string(), z.unknown()).optional(),
  unset: z.array(z.string()).optional(),
});
type Ref = z.infer<typeof refSchema>;

const manifestSchema = z.object({
  description: z.string(),
  portal: refSchema,
  info: refSchema,
  users: z.array(refSchema.extend({ token: z.string().optional() })),
  groups: z.array(refSchema.extend({ members: z.object({ admins: z.array(z.string()), users: z.array(z.string()) }) })),
  items: z.array(
    z.object({
      item: refSchema,
      data: refSchema.optional(),
      resources: refSchema.optional(),
      groups: z.array(z.string()).optional(),
    }),
  ),
  domains: z.array(refSchema),
  hub: z.object({
    datasets: z.array(refSchema).optional(),
    searchItems: refSchema.optional(),
    searchAggregations: refSchema.optional(),
  }),
  oauth: z.object({ clientId: z.string(), user: z.string() }),
});

/** One item of a replayed org: the item record, its data and resource names, the groups it is shared to. */
export interface ReplayItem {
  readonly item: JsonObject;
  readonly data: Json | undefined;
  readonly resources: readonly string[];
  readonly groups: readonly string[];
}

export interface ReplayGroup {
  readonly group: JsonObject;
  readonly admins: readonly string[];
  readonly users: readonly string[];
}

/** A whole replayed organisation, every record resolved from the corpus. */
export interface ReplayOrg {
  readonly portal: JsonObject;
  readonly info: JsonObject;
  readonly users: readonly JsonObject[];
  /** token → username. */
  readonly tokens: ReadonlyMap<string, string>;
  readonly groups: readonly ReplayGroup[];
  readonly items: readonly ReplayItem[];
  readonly domains: readonly JsonObject[];
  readonly datasets: readonly JsonObject[];
  readonly searchItems: JsonObject | undefined;
  readonly searchAggregations: JsonObject | undefined;
  readonly oauth: { readonly clientId: string; readonly user: string };
}

/**
 * Reads a replay manifest (`testdata/arcgis/replay/{name}.json`) and resolves every recorded value it names.
 *
 * @example
 * const org = loadReplayOrg('dc');
 */
export function loadReplayOrg(name: string, corpusDir: string = CORPUS_DIR): ReplayOrg {
  const manifest = manifestSchema.parse(readJson(path.join(corpusDir, 'replay', `${name}.json`)));
  const resolve = (ref: Ref): Json => resolveRef(ref, corpusDir);
  const object = (ref: Ref): JsonObject => asObject(resolve(ref), ref.from);
  const users = manifest.users.map(object);
  const tokens = new Map<string, string>();
  manifest.users.forEach((ref, i) => {
    if (ref.token) tokens.set(ref.token, String(users[i]!.username));
  });
  return {
    portal: object(manifest.portal),
    info: object(manifest.info),
    users,
    tokens,
    groups: manifest.groups.map((ref) => ({ group: object(ref), ...ref.members })),
    items: manifest.items.map((entry) => ({
      item: object(entry.item),
      data: entry.data ? resolve(entry.data) : undefined,
      resources: entry.resources ? resourceNames(object(entry.resources)) : [],
      groups: entry.groups ?? [],
    })),
    domains: manifest.domains.map(object),
    datasets: (manifest.hub.datasets ?? []).map(object),
    searchItems: manifest.hub.searchItems ? object(manifest.hub.searchItems) : undefined,
    searchAggregations: manifest.hub.searchAggregations ? object(manifest.hub.searchAggregations) : undefined,
    oauth: manifest.oauth,
  };
}

function resolveRef(ref: Ref, corpusDir: string): Json {
  const [file = '', pointer] = ref.from.split('#');
  let value: Json = readJson(path.join(corpusDir, file));
  for (const key of pointer ? pointer.split('.') : []) {
    const next: Json | undefined = isObject(value) ? value[key] : undefined;
    if (next === undefined) throw new Error(`${ref.from}: nothing at "${key}".`);
    value = next;
  }
  const copy = structuredClone(value);
  for (const [dotted, raw] of Object.entries(ref.set ?? {})) {
    const replacement = isRef(raw) ? resolveRef(refSchema.parse(raw), corpusDir) : (raw as Json);
    setPath(copy, dotted, structuredClone(replacement), ref.from);
  }
  for (const dotted of ref.unset ?? []) unsetPath(copy, dotted);
  return copy;
}

function setPath(target: Json, dotted: string, value: Json, from: string): void {
  const keys = dotted.split('.');
  let node = asObject(target, from);
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (!isObject(next)) node[key] = {};
    node = node[key] as JsonObject;
  }
  node[keys[keys.length - 1]!] = value;
}

function unsetPath(target: Json, dotted: string): void {
  const keys = dotted.split('.');
  let node: Json | undefined = target;
  for (const key of keys.slice(0, -1)) node = isObject(node) ? node[key] : undefined;
  if (isObject(node)) delete node[keys[keys.length - 1]!];
}

function resourceNames(listing: JsonObject): string[] {
  const resources = Array.isArray(listing.resources) ? listing.resources : [];
  return resources.flatMap((entry) => (isObject(entry) && typeof entry.resource === 'string' ? [entry.resource] : []));
}

function isRef(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { from?: unknown }).from === 'string';
}

function readJson(file: string): Json {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asObject(value: Json, from: string): JsonObject {
  if (!isObject(value)) throw new Error(`${from} is not an object.`);
  return value;
}
