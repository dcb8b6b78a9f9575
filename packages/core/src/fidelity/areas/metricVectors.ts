import type { Metric, MetricDisplay } from '../../entities/metric/metric.ts';
import { getEntityMetrics } from '../../metrics/getEntityMetrics.ts';
import {
  metricEditorValues,
  metricFromEditorValues,
  newMetricEditorValues,
  type MetricEditorValues,
} from '../../metrics/metricEditorValues.ts';
import { buildMetricWhere, type MetricExpression } from '../../metrics/metricWhere.ts';
import { withValueAt } from '../referenceVectors.ts';
import { asJson, keysOf, type AreaVectorFile, type VectorComparison } from '../areaVectors.ts';

/**
 * The reference writes a metric's where clause URI-encoded (`1%3D1`); the spec's text decides the clause itself
 * (spec 1 §5 "Quotes in string values are doubled. No filter gives 1=1."), so Plaza writes it as such and reads an
 * encoded one back (ADR 0203). Compared decoded.
 */
function decodedWhere(reference: unknown, path: string): { reference: unknown; decided: boolean } {
  const where = path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], reference);
  if (typeof where !== 'string' || !/%[0-9A-F]{2}/i.test(where)) return { reference, decided: false };
  return { reference: withValueAt(reference, path, decodeURIComponent(where)), decided: true };
}

/** The where clause of an expression set (`buildMetricWhere` ⇄ the reference's buildWhereClause). */
const whereClause: AreaVectorFile = {
  file: 'buildWhereClause.json',
  run: ([set], output) => {
    const { reference, decided } = decodedWhere({ where: output }, 'where');
    return {
      plaza: { where: buildMetricWhere((set ?? []) as MetricExpression[]) },
      reference,
      paths: ['where'],
      decidedBySpec: decided ? ['where'] : [],
    };
  },
};

interface ReferenceEditorValues {
  readonly type?: string;
  readonly value?: unknown;
  readonly visibility?: MetricDisplay['visibility'];
  readonly displayType?: string;
  readonly dynamicMetric?: Record<string, unknown>;
  readonly [key: string]: unknown;
}

/**
 * The reference's editor values (a stat card's configuration) as Plaza's metric editor holds them: the same card,
 * in the editor's own record (its fields are named differently; nothing is added or dropped here).
 */
export function plazaEditorValues(
  values: ReferenceEditorValues,
  metricId: string,
  metricName?: string,
): MetricEditorValues {
  const dynamic = values.dynamicMetric ?? {};
  const fresh = newMetricEditorValues(metricId);
  const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  const isDynamic = values.type === 'dynamic';
  // The card's configuration but its value and metric (the reference's display is built from the same rest).
  const display = Object.fromEntries(
    Object.entries(values).filter(([key]) => !['value', 'valueType', 'dynamicMetric', 'itemId'].includes(key)),
  );
  const value = values.value;
  // One source link per card: a dynamic card's is its metric's when it has one (the reference's rule).
  const sourceLink = (isDynamic ? text(dynamic.sourceLink) : undefined) ?? text(values.sourceLink);
  const sourceTitle = (isDynamic ? text(dynamic.sourceTitle) : undefined) ?? text(values.sourceTitle);
  const allowLink = isDynamic ? values.allowDynamicLink : values.allowLink;
  return {
    ...fresh,
    name: metricName ?? '',
    kind: isDynamic ? 'dynamic' : 'static',
    value: value === undefined || value === null ? '' : String(value as string | number),
    serviceUrl: text(dynamic.serviceUrl) ?? fresh.serviceUrl,
    layerId: typeof dynamic.layerId === 'number' ? dynamic.layerId : fresh.layerId,
    field: text(dynamic.field) ?? fresh.field,
    statistic: (text(dynamic.statistic) ?? fresh.statistic) as MetricEditorValues['statistic'],
    ...(text(dynamic.itemId) ? { itemId: text(dynamic.itemId) } : {}),
    ...(text(dynamic.fieldType) ? { fieldType: text(dynamic.fieldType) } : {}),
    expressions: Array.isArray(dynamic.expressionSet) ? (dynamic.expressionSet as MetricExpression[]) : [],
    ...(typeof dynamic.allowExpressionSet === 'boolean' ? { allowExpressionSet: dynamic.allowExpressionSet } : {}),
    ...(text(dynamic.legacyWhere) ? { legacyWhere: text(dynamic.legacyWhere) } : {}),
    visibility: values.visibility ?? fresh.visibility,
    unit: text(values.unit) ?? '',
    ...(text(values.cardTitle) !== undefined ? { cardTitle: text(values.cardTitle) } : {}),
    ...(sourceLink !== undefined ? { sourceLink } : {}),
    ...(sourceTitle !== undefined ? { sourceTitle } : {}),
    ...(typeof allowLink === 'boolean' ? { allowLink } : {}),
    ...(text(values.displayType) ? { displayType: text(values.displayType) } : {}),
    display,
  };
}

function compareSaved(plaza: { metric: Metric; display: MetricDisplay }, output: unknown): VectorComparison {
  const reference = output as { metric: unknown; displayConfig: unknown };
  const { reference: metric, decided } = decodedWhere(reference.metric, 'source.where');
  return {
    plaza: asJson({ metric: plaza.metric, displayConfig: plaza.display }),
    reference: { metric, displayConfig: reference.displayConfig },
    paths: [
      ...keysOf(reference.metric).flatMap((k) =>
        k === 'source'
          ? keysOf((reference.metric as { source: unknown }).source).map((s) => `metric.source.${s}`)
          : [`metric.${k}`],
      ),
      ...keysOf(reference.displayConfig).map((k) => `displayConfig.${k}`),
    ],
    decidedBySpec: decided ? ['metric.source.where'] : [],
  };
}

/** What the editor saves for a stat card's values (`metricFromEditorValues` ⇄ the reference's editorToMetric). */
const editorToMetric: AreaVectorFile = {
  file: 'editorToMetric.json',
  run: ([values, metricId, options], output) => {
    const { entityInfo, metricName } = (options ?? {}) as { entityInfo: Metric['entityInfo']; metricName?: string };
    const plaza = metricFromEditorValues(
      plazaEditorValues(values as ReferenceEditorValues, metricId as string, metricName),
      entityInfo,
    );
    return compareSaved(plaza, output);
  },
};

/** A stored metric through the editor unedited (metricEditorValues then metricFromEditorValues ⇄ the same). */
const roundTrip: AreaVectorFile = {
  file: 'metricEditorRoundTrip.json',
  run: ([metric, display], output) => {
    const m = metric as Metric;
    const values = metricEditorValues(m, display as MetricDisplay);
    return compareSaved(metricFromEditorValues(values, m.entityInfo), output);
  },
};

/** An entity's metrics with their owner named (`getEntityMetrics` ⇄ the same). */
const entityMetrics: AreaVectorFile = {
  file: 'getEntityMetrics.json',
  run: ([entity], output) => {
    const e = entity as { id: string; name: string; type: string; metrics?: Metric[] };
    const plaza = asJson({ metrics: getEntityMetrics(e) });
    const reference = { metrics: output };
    const count = Array.isArray(output) ? output.length : 0;
    const paths = Array.from({ length: count }, (_, i) => [
      `metrics.${i}.entityInfo`,
      `metrics.${i}.source`,
      `metrics.${i}.id`,
    ]).flat();
    return { plaza, reference, paths: paths.length ? paths : ['metrics'] };
  },
};

/** The metric vector files. */
export const METRIC_VECTOR_FILES: readonly AreaVectorFile[] = [whereClause, editorToMetric, roundTrip, entityMetrics];
