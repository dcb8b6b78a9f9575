import type { Db } from '../db/database.ts';
import type { FeatureLayerRow } from '../db/repositories/featureLayerRepository.ts';
import type { LayerQuery } from './readLayerQuery.ts';

/** Answers kept at most, and for how long (ms): a short cache, bounded whatever the traffic. */
export const STATISTICS_CACHE_MAX = 1000;
export const STATISTICS_CACHE_TTL_MS = 10 * 60_000;
/** Rows an answer may have to be kept (a card's value is one, a chart's bins at most 36): memory stays a few MB. */
export const STATISTICS_CACHE_MAX_ROWS = 100;

/**
 * Statistics answers kept in memory (issue 20, ADR 0160): a page's stat and chart cards ask the same few statistics
 * of a layer for every visitor. An answer is keyed by the layer's table and data version — raised by every write of
 * its rows, read with the layer on every request — and by the query, so it is never served for other data; it is
 * kept for at most {@link STATISTICS_CACHE_TTL_MS}, the least recently used dropped beyond
 * {@link STATISTICS_CACHE_MAX}. Who may read the layer is checked before the cache is asked.
 */
export class StatisticsCache {
  private readonly entries = new Map<string, { readonly at: number; readonly body: unknown }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly max = STATISTICS_CACHE_MAX,
    private readonly ttlMs = STATISTICS_CACHE_TTL_MS,
  ) {}

  /** The answer kept for this key, if it is fresh (it becomes the most recently used). */
  get(key: string): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.at > this.ttlMs) return undefined;
    this.entries.set(key, entry);
    return entry.body;
  }

  /** Keeps an answer, dropping the least recently used beyond the bound. */
  set(key: string, body: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), body });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Forgets every answer (a benchmark's cold runs). */
  clear(): void {
    this.entries.clear();
  }

  /** How many answers are kept. */
  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<Db, StatisticsCache>();

/** The statistics cache of a database handle: one per server process and database. */
export function statisticsCacheOf(db: Db): StatisticsCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new StatisticsCache()));
  return cache;
}

/**
 * The cache key of a statistics query: the layer's table and data version, then everything that shapes the answer.
 *
 * @example
 * statisticsKey(layer, query); // "trees_0_ab12…@3|{"where":"1=1",…}"
 */
export function statisticsKey(layer: FeatureLayerRow, query: LayerQuery): string {
  return `${layer.table_name}@${layer.data_version}|${JSON.stringify({
    where: query.where ?? null,
    objectIds: query.objectIds ?? null,
    envelope: query.envelope ?? null,
    statistics: query.statistics.map((s) => [s.type, s.field.name, s.outName]),
    groupBy: query.groupBy.map((f) => f.name),
    order: query.statisticsOrder,
    offset: query.offset,
    limit: query.limit,
    format: query.format,
  })}`;
}
