import { GAUGE, gaugeAngle, gaugeBand, gaugePoint } from '../gaugeGeometry.ts';

/**
 * A gauge (spec 1 §9): the chart's total on a half ring from 0 to `max`, its figure in the middle, the scale's ends
 * written under the ring.
 */
export function Gauge({
  value,
  max,
  summary,
  number,
}: {
  readonly value: number;
  readonly max: number;
  readonly summary: string;
  readonly number: (n: number) => string;
}) {
  const angle = gaugeAngle(value, max);
  // The needle marks the value across the ring only, clear of the figure in the middle.
  const needleFrom = gaugePoint(angle, GAUGE.inner - 6);
  const needleTo = gaugePoint(angle, GAUGE.r + 6);
  return (
    <svg
      className="chart-card__svg chart-card__svg--gauge"
      viewBox="0 0 240 150"
      role="img"
      aria-label={summary}
      tabIndex={0}
    >
      <path className="chart-card__gauge-track" d={gaugeBand(90)} />
      <path className="chart-card__gauge-value" d={gaugeBand(angle)}>
        <title>{summary}</title>
      </path>
      <line className="chart-card__gauge-needle" x1={needleFrom.x} y1={needleFrom.y} x2={needleTo.x} y2={needleTo.y} />
      <text className="chart-card__gauge-figure" x={GAUGE.cx} y={GAUGE.cy - 8} textAnchor="middle">
        {number(value)}
      </text>
      <text x={GAUGE.cx - (GAUGE.r + GAUGE.inner) / 2} y={GAUGE.cy + 20} textAnchor="middle">
        {number(0)}
      </text>
      <text x={GAUGE.cx + (GAUGE.r + GAUGE.inner) / 2} y={GAUGE.cy + 20} textAnchor="middle">
        {number(max)}
      </text>
    </svg>
  );
}
