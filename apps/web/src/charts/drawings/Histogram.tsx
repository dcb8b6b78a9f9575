import { niceMax, type PlotBox } from '../chartGeometry.ts';
import type { HistogramBin } from '../histogramBins.ts';
import { CHART_SIZES } from './chartSizes.ts';

/**
 * A histogram (spec 1 §9): how many of the chart's values fall in each range, the bars side by side over a value
 * axis whose edges are written under them.
 */
export function Histogram(props: HistogramProps) {
  return (
    <>
      {CHART_SIZES.map(({ size, box }) => (
        <HistogramDrawing key={size} size={size} box={box} {...props} />
      ))}
    </>
  );
}

interface HistogramProps {
  readonly bins: readonly HistogramBin[];
  readonly summary: string;
  readonly number: (n: number) => string;
  readonly rangeOf: (bin: HistogramBin) => string;
}

function HistogramDrawing({
  bins,
  summary,
  number,
  rangeOf,
  size,
  box,
}: HistogramProps & { readonly size: string; readonly box: PlotBox }) {
  const top = niceMax(Math.max(1, ...bins.map((b) => b.count)));
  const base = box.height - box.bottom;
  const w = (box.width - box.left - box.right) / Math.max(1, bins.length);
  const h = base - box.top;
  const y = (count: number) => base - (count / top) * h;
  const edges = bins.length ? [bins[0]!.from, ...bins.map((b) => b.to)] : [];
  return (
    <svg
      className={`chart-card__svg chart-card__svg--histogram chart-card__svg--${size}`}
      viewBox={`0 0 ${box.width} ${box.height}`}
      role="img"
      aria-label={summary}
      tabIndex={0}
    >
      {[0, top / 2, top].map((tick) => (
        <g key={tick} className="chart-card__grid">
          <line x1={box.left} x2={box.width - box.right} y1={y(tick)} y2={y(tick)} />
          <text x={box.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {number(tick)}
          </text>
        </g>
      ))}
      <g className="chart-card__bars chart-card__bars--histogram">
        {bins.map((bin, i) => (
          <rect key={i} x={box.left + i * w} y={y(bin.count)} width={w} height={base - y(bin.count)}>
            <title>{`${rangeOf(bin)}: ${number(bin.count)}`}</title>
          </rect>
        ))}
      </g>
      <g className="chart-card__labels">
        {edges.map((edge, i) =>
          i % Math.ceil(edges.length / (size === 'wide' ? 8 : 5)) === 0 || i === edges.length - 1 ? (
            <text key={i} x={box.left + i * w} y={base + 20} textAnchor="middle">
              {number(edge)}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}
