import type { Metric } from '../entities/metric/metric.ts';
import { buildMetricWhere, whereToExpressions, type MetricExpression } from './metricWhere.ts';

/** Statistics a metric computes over a layer's field. */
export type MetricStatistic = 'count' | 'sum' | 'min' | 'max' | 'avg' | 'stddev' | 'var';

/** Where a dynamic stat card's value comes from: a statistic over one field of a layer, filtered. */
export interface DynamicMetricConfig {
  readonly itemId?: string;
  readonly serviceUrl: string;
  readonly layerId: number;
  readonly field: string;
  readonly fieldType?: string;
  readonly statistic: MetricStatistic;
  readonly expressionSet: readonly MetricExpression[];
  readonly allowExpressionSet: boolean;
  /** A filter of the old stat card that an expression set cannot say (OR, CURRENT_TIMESTAMP, IS NULL), kept as it was. */
  readonly legacyWhere?: string;
}

/**
 * A stat card's settings at schema version 1 (spec 3 §3 "Stat card").
 *
 * @example
 * const card: StatCardSettings = migrateStatCard(component.settings);
 */
export interface StatCardSettings {
  readonly type: 'dynamic' | 'static';
  readonly cardTitle: string;
  readonly value?: string | number;
  readonly dynamicMetric?: DynamicMetricConfig;
  /** Milliseconds to wait for a dynamic value. */
  readonly serverTimeout?: number;
  readonly textAlign: 'start' | 'center' | 'end';
  readonly valueColor?: string;
  readonly leadingText?: string;
  readonly trailingText?: string;
  readonly cardId?: string;
  readonly schemaVersion: 1;
  /** How large the card draws its value: s, m or l (the default, spec 3 §9). */
  readonly scale: StatCardScale;
  /** The value's unit ("miles", "%"), written beside it apart from the number. */
  readonly unit?: string;
  /** Where the unit goes: before the value, after it (the default) or on a line below it. */
  readonly unitPosition: StatCardUnitPosition;
  /** Where the figure comes from: a link the card shows, titled `sourceTitle` (or the link itself). */
  readonly sourceLink?: string;
  readonly sourceTitle?: string;
}

/**
 * A stat card's sizes, as the reference stores them.
 *
 * @example
 * STAT_CARD_SCALES.includes(card.scale); // a known size
 */
export const STAT_CARD_SCALES = Object.freeze(['s', 'm', 'l'] as const);
/** One of {@link STAT_CARD_SCALES}. */
export type StatCardScale = (typeof STAT_CARD_SCALES)[number];
/**
 * Where a stat card's unit goes, as the reference stores it.
 *
 * @example
 * STAT_CARD_UNIT_POSITIONS.includes(card.unitPosition); // a known position
 */
export const STAT_CARD_UNIT_POSITIONS = Object.freeze(['before', 'after', 'below'] as const);
/** One of {@link STAT_CARD_UNIT_POSITIONS}. */
export type StatCardUnitPosition = (typeof STAT_CARD_UNIT_POSITIONS)[number];

/**
 * A stat card's display fields (scale, unit, unit position, source link and title) from its stored settings; the
 * source link and title may sit on the card or, as the reference's metric editor keeps them, in `dynamicMetric`.
 *
 * @example
 * statCardDisplay({ unit: '%', unitPosition: 'before' }); // { scale: 'l', unit: '%', unitPosition: 'before' }
 */
export function statCardDisplay(
  settings: Readonly<Record<string, unknown>>,
): Pick<StatCardSettings, 'scale' | 'unit' | 'unitPosition' | 'sourceLink' | 'sourceTitle'> {
  const dynamic =
    typeof settings.dynamicMetric === 'object' && settings.dynamicMetric !== null
      ? (settings.dynamicMetric as Record<string, unknown>)
      : {};
  const unit = text(settings.unit);
  const sourceLink = text(settings.sourceLink) ?? text(dynamic.sourceLink);
  const sourceTitle = text(settings.sourceTitle) ?? text(dynamic.sourceTitle);
  return {
    scale: STAT_CARD_SCALES.find((scale) => scale === settings.scale) ?? 'l',
    ...(unit ? { unit } : {}),
    unitPosition: STAT_CARD_UNIT_POSITIONS.find((position) => position === settings.unitPosition) ?? 'after',
    ...(sourceLink ? { sourceLink } : {}),
    ...(sourceLink && sourceTitle ? { sourceTitle } : {}),
  };
}

const STATISTICS: readonly MetricStatistic[] = ['count', 'sum', 'min', 'max', 'avg', 'stddev', 'var'];

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
}

function align(value: unknown): StatCardSettings['textAlign'] {
  if (value === 'center') return 'center';
  if (value === 'right' || value === 'end') return 'end';
  return 'start';
}

function statistic(value: unknown): MetricStatistic {
  return STATISTICS.find((s) => s === value) ?? 'count';
}

/** The feature service of an old card's url (`…/FeatureServer` or `…/FeatureServer/3`). */
function serviceOf(url: string): string {
  const at = url.lastIndexOf('FeatureServer');
  return at === -1 ? url : url.slice(0, at + 'FeatureServer'.length);
}

/**
 * A stat card's stored settings at schema version 1. Cards of the old summary statistic card (`statFieldName`,
 * `statType`, `url`, `where`, `timeout`, `statValueAlign`, …) become dynamic cards: their where clause becomes the
 * expression set, or — when it says more than filters can (OR, CURRENT_TIMESTAMP, IS NULL) — is kept raw as
 * `legacyWhere`. Text alignment right → end, left → start.
 *
 * @example
 * migrateStatCard({ title: 'Oaks', url: '…/FeatureServer/0', statFieldName: 'DBH', statType: 'count', where: "Species = 'Oak'" });
 */
export function migrateStatCard(settings: Readonly<Record<string, unknown>>): StatCardSettings {
  const legacy = settings.schemaVersion === undefined && typeof settings.statFieldName === 'string';
  if (legacy) {
    const where = text(settings.where);
    const expressions = whereToExpressions(where);
    const url = text(settings.url) ?? '';
    const layerId = Number(settings.layerId ?? /\/(\d+)\/?$/.exec(url)?.[1] ?? 0);
    const valueColor = text(settings.statValueColor);
    return {
      type: 'dynamic',
      cardTitle: text(settings.title) ?? '',
      dynamicMetric: {
        ...(text(settings.itemId) ? { itemId: text(settings.itemId)! } : {}),
        serviceUrl: serviceOf(url),
        layerId: Number.isInteger(layerId) && layerId >= 0 ? layerId : 0,
        field: text(settings.statFieldName) ?? '',
        ...(text(settings.statFieldType) ? { fieldType: text(settings.statFieldType)! } : {}),
        statistic: statistic(settings.statType),
        expressionSet: expressions ?? [],
        allowExpressionSet: (expressions ?? []).length > 0,
        ...(expressions === undefined && where ? { legacyWhere: where } : {}),
      },
      ...(typeof settings.timeout === 'number' ? { serverTimeout: settings.timeout } : {}),
      textAlign: align(settings.statValueAlign),
      ...(valueColor ? { valueColor } : {}),
      ...(text(settings.trailingText) ? { trailingText: text(settings.trailingText)! } : {}),
      ...(text(settings.cardId) ? { cardId: text(settings.cardId)! } : {}),
      schemaVersion: 1,
      ...statCardDisplay(settings),
    };
  }
  const dynamic = settings.dynamicMetric;
  const metric = typeof dynamic === 'object' && dynamic !== null ? (dynamic as Record<string, unknown>) : undefined;
  const valueColor = text(settings.valueColor);
  const value = settings.value;
  return {
    type: settings.type === 'dynamic' && metric ? 'dynamic' : 'static',
    cardTitle: text(settings.cardTitle) ?? text(settings.title) ?? '',
    ...(typeof value === 'number' || typeof value === 'string' ? { value } : {}),
    ...(metric
      ? {
          dynamicMetric: {
            ...(text(Array.isArray(metric.itemId) ? metric.itemId[0] : metric.itemId)
              ? { itemId: text(Array.isArray(metric.itemId) ? metric.itemId[0] : metric.itemId)! }
              : {}),
            serviceUrl: text(metric.serviceUrl) ?? '',
            layerId: Number(metric.layerId ?? 0) || 0,
            field: text(metric.field) ?? '',
            ...(text(metric.fieldType) ? { fieldType: text(metric.fieldType)! } : {}),
            statistic: statistic(metric.statistic),
            expressionSet: Array.isArray(metric.expressionSet) ? (metric.expressionSet as MetricExpression[]) : [],
            allowExpressionSet: metric.allowExpressionSet === true,
            ...(text(metric.legacyWhere) ? { legacyWhere: text(metric.legacyWhere)! } : {}),
          },
        }
      : {}),
    ...(typeof settings.serverTimeout === 'number' ? { serverTimeout: settings.serverTimeout } : {}),
    textAlign: align(settings.textAlign),
    ...(valueColor ? { valueColor } : {}),
    ...(text(settings.leadingText) ? { leadingText: text(settings.leadingText)! } : {}),
    ...(text(settings.trailingText) ? { trailingText: text(settings.trailingText)! } : {}),
    ...(text(settings.cardId) ? { cardId: text(settings.cardId)! } : {}),
    schemaVersion: 1,
    ...statCardDisplay(settings),
  };
}

/**
 * The metric a stat card shows (the editor's values to a metric, spec 1 §3): a service query whose where clause is the
 * kept legacy filter or the expression set (when filters are on; else `1=1`), or the static value.
 *
 * @example
 * const metric = statCardMetric(card, { id: 'trees-2026', entityInfo: { id, name, type: 'Hub Initiative' } });
 */
export function statCardMetric(
  card: StatCardSettings,
  owner: { readonly id: string; readonly entityInfo: Metric['entityInfo'] },
): Metric {
  const base = { id: owner.id, name: card.cardTitle || owner.id, entityInfo: owner.entityInfo };
  const dynamic = card.dynamicMetric;
  if (card.type === 'dynamic' && dynamic) {
    return {
      ...base,
      source: {
        type: 'service-query',
        serviceUrl: dynamic.serviceUrl,
        layerId: dynamic.layerId,
        field: dynamic.field,
        statistic: dynamic.statistic,
        where: dynamic.legacyWhere ?? buildMetricWhere(dynamic.allowExpressionSet ? dynamic.expressionSet : []),
      },
    };
  }
  const value = card.value ?? null;
  return {
    ...base,
    source: { type: 'static-value', value, valueType: typeof value === 'number' ? 'number' : 'string' },
  };
}
