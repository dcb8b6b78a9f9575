import { CHART_TYPES, migrateStatCard, readChartCategory, readChartType, type ChartCategory } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { breakdownBy, ChartBreakdownFields } from '../metrics/ChartBreakdownFields.tsx';
import { MetricPicker, type MetricSourceValues } from '../metrics/MetricPicker.tsx';
import { useLayerInfo } from '../metrics/useLayerInfo.ts';
import { EMPTY_DYNAMIC_METRIC } from './cardTemplates.ts';
import type { DraftCard } from './layoutDraft.ts';

/**
 * Where a stat or chart card's value comes from, in the layout editor (issue 20): a stat card's fixed value or a
 * statistic of a layer, picked step by step (item → layer → field → statistic → filters); a chart card's layer, kind of
 * chart and breakdown. The page's preview beside the editor shows the card live. An old summary statistic card is
 * written in the schema 1 shape on its first change.
 */
export function MetricCardSettings({
  card,
  chart,
  session,
  setMany,
}: {
  readonly card: DraftCard;
  readonly chart: boolean;
  readonly session: WorkspaceSession;
  readonly setMany: (settings: Readonly<Record<string, unknown>>) => void;
}) {
  const { t } = useTranslation();
  const migrated = migrateStatCard(chart ? { ...card.settings, type: 'dynamic', schemaVersion: 1 } : card.settings);
  const dynamic = chart || migrated.type === 'dynamic';
  const metric = migrated.dynamicMetric ?? { ...EMPTY_DYNAMIC_METRIC, statistic: 'count' as const, expressionSet: [] };
  const values: MetricSourceValues = {
    ...(metric.itemId ? { itemId: metric.itemId } : {}),
    serviceUrl: metric.serviceUrl,
    layerId: metric.layerId,
    field: metric.field,
    ...(metric.fieldType ? { fieldType: metric.fieldType } : {}),
    statistic: metric.statistic,
    expressions: metric.expressionSet,
  };
  const [layer] = useLayerInfo(chart ? values.serviceUrl : '', values.layerId, session);
  const fields = layer.status === 'done' ? (layer.value?.fields ?? []) : [];
  const category = readChartCategory(card.settings.category);
  // Schema 1 from the first change on: the old card's title and filters are kept in the new shape.
  const write = (settings: Readonly<Record<string, unknown>>) =>
    setMany({ schemaVersion: 1, cardTitle: migrated.cardTitle, ...settings });
  const writeMetric = (next: MetricSourceValues) =>
    write({
      type: 'dynamic',
      dynamicMetric: {
        ...(next.itemId ? { itemId: next.itemId } : {}),
        serviceUrl: next.serviceUrl,
        layerId: next.layerId,
        field: next.field,
        ...(next.fieldType ? { fieldType: next.fieldType } : {}),
        statistic: next.statistic,
        expressionSet: next.expressions,
        allowExpressionSet: true,
      },
    });

  return (
    <div className="metric-card-settings">
      {chart ? (
        <calcite-select
          data-testid="chart-type"
          label={t('metrics.editor.shape')}
          labelText={t('metrics.editor.shape')}
          value={readChartType(card.settings.chartType)}
          oncalciteSelectChange={(event) => write({ chartType: event.target.value })}
        >
          {CHART_TYPES.map((type) => (
            <calcite-option key={type} value={type} selected={readChartType(card.settings.chartType) === type}>
              {t(`metrics.shape.${type}`)}
            </calcite-option>
          ))}
        </calcite-select>
      ) : (
        <calcite-select
          data-testid="metric-source"
          label={t('metrics.editor.source')}
          labelText={t('metrics.editor.source')}
          value={dynamic ? 'dynamic' : 'static'}
          oncalciteSelectChange={(event) =>
            event.target.value === 'dynamic' ? writeMetric(values) : write({ type: 'static' })
          }
        >
          <calcite-option value="static" selected={!dynamic}>
            {t('metrics.editor.kind.static')}
          </calcite-option>
          <calcite-option value="dynamic" selected={dynamic}>
            {t('metrics.editor.kind.dynamic')}
          </calcite-option>
        </calcite-select>
      )}
      {dynamic ? <MetricPicker values={values} session={session} onChange={writeMetric} /> : null}
      {chart && values.serviceUrl ? (
        <ChartBreakdownFields
          category={category ?? breakdownBy(fields)}
          fields={fields}
          onChange={(next: ChartCategory) =>
            write({
              category:
                next.kind === 'date'
                  ? { field: next.field, bin: next.bin, from: next.from, to: next.to }
                  : { field: next.field, limit: next.limit },
            })
          }
        />
      ) : null}
    </div>
  );
}
