import type { Db } from '../db/database.ts';
import type { FeatureLayerRow } from '../db/repositories/featureLayerRepository.ts';
import { featureStatistics, type FeatureStatistic } from '../db/repositories/featureRowRepository.ts';
import { isNumericField } from '../db/LayerField.ts';

/** A dataset's statistics: per numeric field its count, minimum, maximum and mean; per date field its range. */
export interface DatasetStatistics {
  readonly numeric: Record<string, { count: number; min: number | null; max: number | null; avg: number | null }>;
  readonly date: Record<string, { count: number; min: number | null; max: number | null }>;
}

/** Computes a hosted layer's statistics in one aggregate query. */
export async function datasetStatistics(db: Db, layer: FeatureLayerRow): Promise<DatasetStatistics> {
  const numeric = layer.fields.filter(isNumericField);
  const dates = layer.fields.filter((f) => f.type === 'esriFieldTypeDate');
  const asked: FeatureStatistic[] = [
    ...numeric.flatMap((f) => (['count', 'min', 'max', 'avg'] as const).map((fn) => ({ fn, column: f.column }))),
    ...dates.flatMap((f) => (['count', 'min', 'max'] as const).map((fn) => ({ fn, column: f.column }))),
  ];
  if (asked.length === 0) return { numeric: {}, date: {} };
  const [row] = await featureStatistics(db, layer, {}, asked, []);
  const values = (row?.values ?? []).map((v) => (v === null ? null : Number(v)));
  let i = 0;
  const next = () => values[i++] ?? null;
  const result: DatasetStatistics = { numeric: {}, date: {} };
  for (const f of numeric) result.numeric[f.name] = { count: next() ?? 0, min: next(), max: next(), avg: next() };
  for (const f of dates) result.date[f.name] = { count: next() ?? 0, min: next(), max: next() };
  return result;
}
