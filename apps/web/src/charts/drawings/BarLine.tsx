import { barLineScales } from '../barLineScales.ts';
import { barRects, labelEvery, linePoints, type PlotBox } from '../chartGeometry.ts';
import { fitLabel } from '../chartLabels.ts';
import { CHART_SIZES } from './chartSizes.ts';
import type { DrawingProps } from './drawingProps.ts';

/**
 * A bar-line chart (spec 1 §9): each value as a bar on the left axis, the running total as a line on the right axis,
 * each axis with its own scale; a legend names both.
 */
export function BarLine({
  values,
  labels,
  summary,
  number,
  valueName,
  lineName,
}: DrawingProps & { readonly valueName: string; readonly lineName: string }) {
  return (
    <div className="chart-card__bar-line">
      {CHART_SIZES.map(({ size, box, most }) => (
        <BarLineDrawing
          key={size}
          size={size}
          box={{ ...box, right: box.left }}
          most={most}
          values={values}
          labels={labels}
          summary={summary}
          number={number}
        />
      ))}
      <ul className="chart-card__legend chart-card__legend--row">
        <li>
          <span className="chart-card__swatch chart-card__swatch--bar" aria-hidden="true" />
          {valueName}
        </li>
        <li>
          <span className="chart-card__swatch chart-card__swatch--line" aria-hidden="true" />
          {lineName}
        </li>
      </ul>
    </div>
  );
}

function BarLineDrawing({
  values,
  labels,
  summary,
  number,
  size,
  box: BOX,
  most,
}: DrawingProps & { readonly size: string; readonly box: PlotBox; readonly most: number }) {
  const scales = barLineScales(values);
  const base = BOX.height - BOX.bottom;
  const bars = barRects(values, scales.barTop, BOX);
  const points = linePoints(scales.line, scales.lineTop, BOX);
  const every = labelEvery(values.length, most);
  const room = ((BOX.width - BOX.left - BOX.right) / Math.max(1, values.length)) * every;
  const y = (share: number) => base - share * (base - BOX.top);
  return (
    <svg
      className={`chart-card__svg chart-card__svg--bar-line chart-card__svg--${size}`}
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      role="img"
      aria-label={summary}
      tabIndex={0}
    >
      {[0, 0.5, 1].map((share) => (
        <g key={share} className="chart-card__grid">
          <line x1={BOX.left} x2={BOX.width - BOX.right} y1={y(share)} y2={y(share)} />
          <text x={BOX.left - 8} y={y(share)} dy="0.32em" textAnchor="end">
            {number(scales.barTop * share)}
          </text>
          <text className="chart-card__axis-right" x={BOX.width - BOX.right + 8} y={y(share)} dy="0.32em">
            {number(scales.lineTop * share)}
          </text>
        </g>
      ))}
      <g className="chart-card__bars">
        {bars.map((bar, i) => (
          <rect key={i} x={bar.x} y={bar.y} width={bar.width} height={bar.height}>
            <title>{`${labels[i]}: ${number(values[i]!)}`}</title>
          </rect>
        ))}
      </g>
      <g className="chart-card__line chart-card__line--second">
        <polyline points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} />
        {points.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r={4}>
            <title>{`${labels[i]}: ${number(scales.line[i]!)}`}</title>
          </circle>
        ))}
      </g>
      <g className="chart-card__labels">
        {bars.map((bar, i) =>
          i % every === 0 ? (
            <text key={i} x={bar.centre} y={base + 20} textAnchor="middle">
              {fitLabel(labels[i]!, room)}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}
