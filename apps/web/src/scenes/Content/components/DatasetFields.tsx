import { fetchLayerStatistics, type LayerFieldInfo } from '@plaza/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteLayerUrl, browserLayerOptions, browserLayerQuery } from '../../../content/browserLayerQuery.ts';
import type { DatasetSummary } from '../../../content/datasetSummary.ts';
import { formatFieldValue, isMidnight } from '../../../content/formatFieldValue.ts';
import { numberFormat } from '../../../format/intlFormats.ts';

const TOP = 5;
const RANGED = new Set([
  'esriFieldTypeInteger',
  'esriFieldTypeDouble',
  'esriFieldTypeSmallInteger',
  'esriFieldTypeDate',
]);

interface Range {
  readonly min: number | null;
  readonly max: number | null;
  readonly mean: number | null;
}
type TopValues = readonly { readonly value: unknown; readonly count: number }[];
interface FieldStats {
  readonly ranges: Readonly<Record<string, Range>>;
  readonly top: Readonly<Record<string, TopValues>>;
}

/**
 * The dataset's fields with their types, and what is in each: for numbers and dates the range and the mean (drawn as
 * a bar with the mean marked), for text the most common values (drawn as bars). Every figure is also written out.
 */
export function DatasetFields({ dataset }: { dataset: DatasetSummary }) {
  const { t, i18n } = useTranslation();
  const [stats, setStats] = useState<FieldStats | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    void loadFieldStats(dataset, controller.signal).then(setStats, () => undefined);
    return () => controller.abort();
  }, [dataset]);

  const fmt = numberFormat(i18n.language);
  return (
    <dl className="dataset-fields" data-testid="dataset-fields" aria-busy={stats === undefined || undefined}>
      {dataset.fields.map((field) => (
        <div key={field.name} className="dataset-fields__field">
          <dt>
            <span className="dataset-fields__alias">{field.alias ?? field.name}</span>{' '}
            <code className="dataset-fields__name">{field.name}</code>{' '}
            <span className="dataset-fields__type">{t(`dataset.type.${fieldKind(field)}`)}</span>
          </dt>
          <dd>
            {stats?.ranges[field.name] ? (
              <RangeChart range={stats.ranges[field.name]!} field={field} locale={i18n.language} />
            ) : null}
            {stats?.top[field.name] && (stats.top[field.name]![0]?.count ?? 0) <= 1 ? (
              <p>{t('dataset.allDifferent')}</p>
            ) : stats?.top[field.name] ? (
              <ul
                className="dataset-fields__top"
                aria-label={t('dataset.topValues', { field: field.alias ?? field.name })}
              >
                {stats.top[field.name]!.map(({ value, count }) => {
                  const share = dataset.recordCount ? count / dataset.recordCount : 0;
                  return (
                    <li key={String(value)}>
                      <span className="dataset-fields__value" dir="auto">
                        {value === null ? t('dataset.empty') : String(value)}
                      </span>
                      <span className="dataset-fields__bar" aria-hidden="true">
                        <span style={{ width: `${Math.max(2, Math.round(share * 100))}%` }} />
                      </span>
                      <span className="dataset-fields__count">{fmt.format(count)}</span>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RangeChart({ range, field, locale }: { range: Range; field: LayerFieldInfo; locale: string }) {
  const { t } = useTranslation();
  const { min, max, mean } = range;
  if (min === null || max === null) return <p>{t('dataset.noValues')}</p>;
  const at = mean === null || max === min ? 50 : ((mean - min) / (max - min)) * 100;
  // Both ends alike: with a time of day when either has one.
  const withTime = !isMidnight(min) || !isMidnight(max);
  const show = (v: number) => formatFieldValue(v, field.type, locale, field.name, { withTime });
  return (
    <div className="dataset-fields__range">
      <p>
        {mean === null
          ? t('dataset.rangeDates', { min: show(min), max: show(max) })
          : t('dataset.range', { min: show(min), max: show(max), mean: show(mean) })}
      </p>
      <svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect x="0" y="3" width="100" height="2" rx="1" />
        {mean === null ? null : (
          <rect className="dataset-fields__mean" x={Math.min(98, Math.max(0, at - 1))} y="0" width="2" height="8" />
        )}
      </svg>
    </div>
  );
}

function fieldKind(field: LayerFieldInfo): 'number' | 'date' | 'text' | 'other' {
  if (field.type === 'esriFieldTypeDate') return 'date';
  if (field.type === 'esriFieldTypeString') return 'text';
  if (RANGED.has(field.type)) return 'number';
  return 'other';
}

/** One statistics query for every number and date field, and one top-values query per text field. */
async function loadFieldStats(dataset: DatasetSummary, signal: AbortSignal): Promise<FieldStats> {
  const query = `${dataset.layerUrl}/query`;
  const texts = dataset.fields.filter((f) => f.type === 'esriFieldTypeString');
  // Ranges come from core's layer statistics (one query); dates have no mean.
  const rangeQuery = fetchLayerStatistics(
    absoluteLayerUrl(dataset.layerUrl),
    dataset.fields,
    await browserLayerOptions(signal),
  ).then(({ numeric, date }): Record<string, Range> => ({
    ...Object.fromEntries(Object.entries(numeric).map(([name, s]) => [name, { min: s.min, max: s.max, mean: s.avg }])),
    ...Object.fromEntries(Object.entries(date).map(([name, s]) => [name, { min: s.min, max: s.max, mean: null }])),
  }));
  const topQueries = texts.map((f) =>
    browserLayerQuery<{ features: { attributes: Record<string, unknown> }[] }>(
      query,
      {
        where: '1=1',
        groupByFieldsForStatistics: f.name,
        outStatistics: JSON.stringify([
          { statisticType: 'count', onStatisticField: dataset.objectIdField, outStatisticFieldName: 'n' },
        ]),
        orderByFields: 'n DESC',
        resultRecordCount: TOP,
      },
      signal,
    ).then(
      (body) =>
        [
          f.name,
          body.features.map(({ attributes }) => ({ value: attributes[f.name] ?? null, count: Number(attributes.n) })),
        ] as const,
      () => [f.name, undefined] as const,
    ),
  );
  const [ranges, tops] = await Promise.all([rangeQuery, Promise.all(topQueries)]);
  return {
    ranges,
    top: Object.fromEntries(tops.flatMap(([name, values]) => (values ? [[name, values]] : []))),
  };
}
