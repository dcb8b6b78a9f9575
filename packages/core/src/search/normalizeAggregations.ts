import type { HubAggregation } from './HubSearchResult.ts';

/** Portal `aggregations` of a search response. */
export interface PortalAggregations {
  readonly counts?: readonly {
    readonly fieldName: string;
    readonly fieldValues: readonly { readonly value: string | number; readonly count: number }[];
  }[];
}

/** The counts of one field in a hub search API `aggregations` response. */
interface HubApiFieldCounts {
  readonly field: string;
  readonly aggregations: readonly { readonly label: string; readonly value: number }[];
}

/**
 * Hub search API `aggregations` response (terms of label/value pairs, spec 3 §7): under `terms` (Plaza's service)
 * or `aggregations` (the hub API's, as recorded).
 */
export interface HubApiAggregations {
  readonly aggregations?: {
    readonly terms?: readonly HubApiFieldCounts[];
    readonly aggregations?: readonly HubApiFieldCounts[];
  };
}

/**
 * Normalises portal counts to `{ field, values: [{ value, count }] }`.
 *
 * @example
 * normalizePortalAggregations({ counts: [{ fieldName: 'type', fieldValues: [{ value: 'CSV', count: 2 }] }] });
 * // [{ field: 'type', values: [{ value: 'CSV', count: 2 }] }]
 */
export function normalizePortalAggregations(aggregations: PortalAggregations | undefined): HubAggregation[] {
  return (aggregations?.counts ?? []).map((entry) => ({
    field: entry.fieldName,
    values: entry.fieldValues.map((v) => ({ value: String(v.value), count: v.count })),
  }));
}

/**
 * Normalises hub search API terms to `{ mode: 'terms', field, values: [{ value, count }] }`, as the reference does.
 *
 * @example
 * normalizeHubApiAggregations({ aggregations: { terms: [{ field: 'type', aggregations: [{ label: 'CSV', value: 2 }] }] } });
 * // [{ mode: 'terms', field: 'type', values: [{ value: 'CSV', count: 2 }] }]
 */
export function normalizeHubApiAggregations(response: HubApiAggregations | undefined): HubAggregation[] {
  const counts = response?.aggregations?.terms ?? response?.aggregations?.aggregations ?? [];
  return counts.map((entry) => ({
    mode: 'terms' as const,
    field: entry.field,
    values: entry.aggregations.map((v) => ({ value: v.label, count: v.value })),
  }));
}
