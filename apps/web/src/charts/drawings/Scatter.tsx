import type { PlotBox } from '../chartGeometry.ts';
import { scatterDots } from '../scatterPoints.ts';
import { CHART_SIZES } from './chartSizes.ts';

/**
 * A scatter plot (spec 1 §9): one dot per point at (x, y) on two linear axes — x the point's key when every key is
 * a number, a month or a year, else its place in the order.
 */
export function Scatter(props: ScatterProps) {
  return (
    <>
      {CHART_SIZES.map(({ size, box }) => (
        <ScatterDrawing key={size} size={size} box={box} {...props} />
      ))}
    </>
  );
}

interface ScatterProps {
  readonly pairs: readonly { readonly x: number; readonly y: number }[];
  readonly labels: readonly string[];
  readonly summary: string;
  readonly number: (n: number) => string;
  /** The words of an x tick (the point's label when x is its place in the order). */
  readonly xLabel?: (v: number) => string;
}

function ScatterDrawing({
  pairs,
  labels,
  summary,
  number,
  xLabel,
  size,
  box,
}: ScatterProps & { readonly size: string; readonly box: PlotBox }) {
  const { dots, x, y } = scatterDots(pairs, box);
  const base = box.height - box.bottom;
  const left = box.left;
  const right = box.width - box.right;
  const xAt = (v: number) => left + ((v - x.min) / (x.max - x.min)) * (right - left);
  const yAt = (v: number) => base - ((v - y.min) / (y.max - y.min)) * (base - box.top);
  // Years read as years: no thousands separator on an x axis of whole years.
  const xWords = xLabel ?? ((v: number) => (Number.isInteger(v) && v >= 1000 && v <= 9999 ? String(v) : number(v)));
  return (
    <svg
      className={`chart-card__svg chart-card__svg--scatter chart-card__svg--${size}`}
      viewBox={`0 0 ${box.width} ${box.height}`}
      role="img"
      aria-label={summary}
      tabIndex={0}
    >
      <g className="chart-card__grid">
        {y.ticks.map((tick) => (
          <g key={`y${tick}`}>
            <line x1={left} x2={right} y1={yAt(tick)} y2={yAt(tick)} />
            <text x={left - 8} y={yAt(tick)} dy="0.32em" textAnchor="end">
              {number(tick)}
            </text>
          </g>
        ))}
        {x.ticks.map((tick) => (
          <text key={`x${tick}`} x={xAt(tick)} y={base + 20} textAnchor="middle">
            {xWords(tick)}
          </text>
        ))}
      </g>
      <g className="chart-card__dots">
        {dots.map((dot, i) => (
          <circle key={i} cx={dot.cx} cy={dot.cy} r={5}>
            <title>{`${labels[i]}: ${number(dot.y)}`}</title>
          </circle>
        ))}
      </g>
    </svg>
  );
}
