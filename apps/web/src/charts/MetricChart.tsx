import type { ChartType, ChartValue } from '@plaza/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStatValue } from '../format/formatStatValue.ts';
import { barLineScales } from './barLineScales.ts';
import { boxPlotStats } from './boxPlotStats.ts';
import { barRects, labelEvery, linePoints, NARROW_PLOT, niceMax, pieSlices, PLOT } from './chartGeometry.ts';
import { chartLabels, fitLabel } from './chartLabels.ts';
import { ActionBars } from './drawings/ActionBars.tsx';
import { BarLine } from './drawings/BarLine.tsx';
import { BoxPlot } from './drawings/BoxPlot.tsx';
import type { DrawingProps } from './drawings/drawingProps.ts';
import { Gauge } from './drawings/Gauge.tsx';
import { Histogram } from './drawings/Histogram.tsx';
import { Scatter } from './drawings/Scatter.tsx';
import { histogramBins, type HistogramBin } from './histogramBins.ts';
import { keyAsNumber } from './scatterPoints.ts';

/** The two drawings of a chart with axes: the box each draws in and how many axis labels it writes at most. */
const AXES_SIZES = {
  wide: { box: PLOT, most: 12 },
  narrow: { box: NARROW_PLOT, most: 6 },
} as const;

/** Colours of pie and donut slices (Okabe–Ito: told apart with colour blindness); the legend writes every value. */
const SLICE_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#8C6D1F', '#4D4D4D'];

/**
 * A chart card (issue 20): a metric broken down by months, years or a field's values, drawn as any of the spec's nine
 * chart components (action bar, bar, bar-line, box plot, gauge, histogram, line, pie, scatter plot; issue 44) or a
 * donut in SVG — server-rendered, so it is in the first paint — and the same figures as a table a reader can open.
 * A chart without points says why ("--" and the reason), never a broken drawing.
 */
export function MetricChart({
  title,
  chartType,
  value,
  valueName,
}: {
  readonly title: string;
  readonly chartType: ChartType;
  /** The points, why there are none, or `pending` while the browser asks a layer elsewhere. */
  readonly value: ChartValue | { readonly status: 'pending' } | undefined;
  /** What the values are ("Trees planted"), the table's column heading. */
  readonly valueName: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const captionId = `${id}-caption`;
  const number = (n: number) => formatStatValue(n, i18n.language);
  if (value?.status === 'pending') {
    return (
      <figure className="card chart-card" aria-labelledby={captionId} aria-busy="true">
        <figcaption id={captionId} className="chart-card__title">
          {title}
        </figcaption>
        <p className="chart-card__empty">{t('chart.loading')}</p>
      </figure>
    );
  }
  if (!value || value.status !== 'ok') {
    const reason = value ? value.reason : t('statCard.unavailable');
    return (
      <figure className="card chart-card" aria-labelledby={captionId}>
        <figcaption id={captionId} className="chart-card__title">
          {title}
        </figcaption>
        <p className="chart-card__empty" title={t('statCard.why', { reason })}>
          -- <span className="chart-card__reason">{t('statCard.why', { reason })}</span>
        </p>
      </figure>
    );
  }
  const labels = chartLabels(
    value.points.map((p) => p.key),
    i18n.language,
    t('chart.none'),
  );
  const values = value.points.map((p) => p.value);
  const total = values.reduce((a, v) => a + v, 0);
  const summary = t('chart.summary', { count: values.length, total: number(total) });
  const bins = chartType === 'histogram' ? histogramBins(values) : [];
  const rangeOf = (bin: HistogramBin) =>
    bin.from === bin.to ? number(bin.from) : t('chart.rangeOf', { from: number(bin.from), to: number(bin.to) });
  const running = chartType === 'bar-line' ? barLineScales(values).line : [];
  return (
    <figure className={`card chart-card chart-card--${chartType}`} aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-card__title">
        {title}
      </figcaption>
      {values.length === 0 ? (
        <p className="chart-card__empty">{t('chart.empty')}</p>
      ) : (
        <Drawing
          chartType={chartType}
          values={values}
          labels={labels}
          keys={value.points.map((p) => p.key)}
          summary={summary}
          number={number}
          valueName={valueName}
          bins={bins}
          rangeOf={rangeOf}
        />
      )}
      <details className="chart-card__table">
        <summary>{t('chart.showTable')}</summary>
        {chartType === 'histogram' ? (
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chart.range')}</th>
                <th scope="col">{t('chart.howMany')}</th>
              </tr>
            </thead>
            <tbody>
              {bins.map((bin) => (
                <tr key={bin.from}>
                  <th scope="row">{rangeOf(bin)}</th>
                  <td>{number(bin.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chart.category')}</th>
                <th scope="col">{valueName}</th>
                {chartType === 'bar-line' ? <th scope="col">{t('chart.runningTotal')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {values.map((v, i) => (
                <tr key={value.points[i]!.key || i}>
                  <th scope="row">{labels[i]}</th>
                  <td>{number(v)}</td>
                  {chartType === 'bar-line' ? <td>{number(running[i]!)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </figure>
  );
}

/** The drawing of one kind of chart (hand-drawn SVG: server-rendered, and no charting library to load). */
function Drawing({
  chartType,
  values,
  labels,
  keys,
  summary,
  number,
  valueName,
  bins,
  rangeOf,
}: DrawingProps & {
  readonly chartType: ChartType;
  readonly keys: readonly string[];
  readonly valueName: string;
  readonly bins: readonly HistogramBin[];
  readonly rangeOf: (bin: HistogramBin) => string;
}) {
  const { t } = useTranslation();
  const drawing = { values, labels, summary, number };
  switch (chartType) {
    case 'pie':
    case 'donut':
      return <Pie {...drawing} donut={chartType === 'donut'} />;
    case 'action-bar':
      return <ActionBars {...drawing} />;
    case 'bar-line':
      return <BarLine {...drawing} valueName={valueName} lineName={t('chart.runningTotal')} />;
    case 'box-plot': {
      const stats = boxPlotStats(values);
      if (!stats) return <p className="chart-card__empty">{t('chart.empty')}</p>;
      const note = t('chart.boxSummary', {
        low: number(stats.low),
        q1: number(stats.q1),
        median: number(stats.median),
        q3: number(stats.q3),
        high: number(stats.high),
      });
      const outliers = stats.outliers.length
        ? ` ${t('chart.outliers', { values: stats.outliers.map(number).join(', ') })}`
        : '';
      return <BoxPlot stats={stats} summary={summary} note={`${note}${outliers}`} number={number} />;
    }
    case 'gauge': {
      const total = values.reduce((a, v) => a + v, 0);
      const max = niceMax(total);
      return (
        <Gauge
          value={total}
          max={max}
          summary={t('chart.gaugeSummary', { value: number(total), max: number(max) })}
          number={number}
        />
      );
    }
    case 'histogram':
      return <Histogram bins={bins} summary={summary} number={number} rangeOf={rangeOf} />;
    case 'scatter': {
      const months = keys.some((key) => /^\d{4}-\d{2}$/.test(key));
      const numeric = keys.map(keyAsNumber);
      const byKey = !months && numeric.every((x) => x !== undefined);
      const pairs = values.map((y, i) => ({ x: byKey ? numeric[i]! : i, y }));
      return (
        <Scatter
          pairs={pairs}
          labels={labels}
          summary={summary}
          number={number}
          {...(byKey ? {} : { xLabel: (v: number) => (Number.isInteger(v) ? fitLabel(labels[v] ?? '', 64) : '') })}
        />
      );
    }
    case 'bar':
    case 'line':
      // Drawn twice, at two sizes; the card's width shows one (a narrow card would shrink the wide drawing's text).
      return (
        <>
          {(['wide', 'narrow'] as const).map((size) => (
            <Axes key={size} size={size} {...drawing} line={chartType === 'line'} />
          ))}
        </>
      );
  }
}

function Axes({
  values,
  labels,
  line,
  summary,
  number,
  size,
}: DrawingProps & { readonly line: boolean; readonly size: keyof typeof AXES_SIZES }) {
  const { box, most } = AXES_SIZES[size];
  const top = niceMax(Math.max(0, ...values));
  const every = labelEvery(values.length, most);
  const base = box.height - box.bottom;
  const ticks = [0, top / 2, top];
  const y = (v: number) => base - (v / top) * (base - box.top);
  const bars = barRects(values, top, box);
  const points = linePoints(values, top, box);
  // The width each shown label has: its slot, times how many slots it stands for.
  const room = ((box.width - box.left - box.right) / Math.max(1, values.length)) * every;
  return (
    <svg
      className={`chart-card__svg chart-card__svg--${size}`}
      viewBox={`0 0 ${box.width} ${box.height}`}
      role="img"
      aria-label={summary}
      tabIndex={0}
    >
      {ticks.map((tick) => (
        <g key={tick} className="chart-card__grid">
          <line x1={box.left} x2={box.width - box.right} y1={y(tick)} y2={y(tick)} />
          <text x={box.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {number(tick)}
          </text>
        </g>
      ))}
      {line ? (
        <g className="chart-card__line">
          <polyline points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} />
          {points.map((p, i) => (
            <circle key={i} cx={p.x} cy={p.y} r={4}>
              <title>{`${labels[i]}: ${number(values[i]!)}`}</title>
            </circle>
          ))}
        </g>
      ) : (
        <g className="chart-card__bars">
          {bars.map((bar, i) => (
            <rect key={i} x={bar.x} y={bar.y} width={bar.width} height={bar.height}>
              <title>{`${labels[i]}: ${number(values[i]!)}`}</title>
            </rect>
          ))}
        </g>
      )}
      <g className="chart-card__labels">
        {bars.map((bar, i) =>
          i % every === 0 ? (
            <text key={i} x={bar.centre} y={base + 20} textAnchor="middle">
              {fitLabel(labels[i]!, room)}
              <title>{labels[i]}</title>
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}

function Pie({ values, labels, donut, summary, number }: DrawingProps & { readonly donut: boolean }) {
  const slices = pieSlices(values, { cx: 120, cy: 120, r: 110, inner: donut ? 64 : 0 });
  return (
    <div className="chart-card__pie">
      <svg
        className="chart-card__svg chart-card__svg--pie"
        viewBox="0 0 240 240"
        role="img"
        aria-label={summary}
        tabIndex={0}
      >
        {slices.map((slice, i) =>
          slice.path ? (
            <path key={i} d={slice.path} fill={SLICE_COLOURS[i % SLICE_COLOURS.length]}>
              <title>{`${labels[i]}: ${number(values[i]!)}`}</title>
            </path>
          ) : null,
        )}
      </svg>
      <ul className="chart-card__legend">
        {values.map((v, i) => (
          <li key={i}>
            <span
              className="chart-card__swatch"
              style={{ background: SLICE_COLOURS[i % SLICE_COLOURS.length] }}
              aria-hidden="true"
            />
            {labels[i]}: {number(v)} ({Math.round((slices[i]?.share ?? 0) * 100)}%)
          </li>
        ))}
      </ul>
    </div>
  );
}
