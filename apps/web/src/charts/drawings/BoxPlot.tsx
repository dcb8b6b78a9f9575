import type { BoxPlotStats } from '../boxPlotStats.ts';
import { linearScale } from '../scatterPoints.ts';

/** The box plot's two drawings: wide, and narrow for a phone or a small card (its text stays readable). */
const BOXES = [
  { size: 'wide', width: 640, height: 150, left: 24, right: 24, mid: 60, half: 28 },
  { size: 'narrow', width: 360, height: 130, left: 16, right: 16, mid: 50, half: 24 },
] as const;

/**
 * A box plot (spec 1 §9) of a chart's values across a horizontal value axis: the box from the lower to the upper
 * quartile with the median, whiskers to the furthest values within 1.5 interquartile ranges, dots beyond them. The
 * five figures are written under it too (`note`), for everyone.
 */
export function BoxPlot({
  stats,
  summary,
  note,
  number,
}: {
  readonly stats: BoxPlotStats;
  readonly summary: string;
  readonly note: string;
  readonly number: (n: number) => string;
}) {
  const scale = linearScale([stats.low, stats.high, ...stats.outliers]);
  return (
    <>
      {BOXES.map((BOX) => {
        const x = (v: number) =>
          BOX.left + ((v - scale.min) / (scale.max - scale.min)) * (BOX.width - BOX.left - BOX.right);
        const { mid, half } = BOX;
        return (
          <svg
            key={BOX.size}
            className={`chart-card__svg chart-card__svg--box-plot chart-card__svg--${BOX.size}`}
            viewBox={`0 0 ${BOX.width} ${BOX.height}`}
            role="img"
            aria-label={`${summary}. ${note}`}
            tabIndex={0}
          >
            <g className="chart-card__grid">
              {scale.ticks.map((tick) => (
                <g key={tick}>
                  <line x1={x(tick)} x2={x(tick)} y1={mid - half - 10} y2={mid + half + 10} />
                  <text x={x(tick)} y={mid + half + 34} textAnchor="middle">
                    {number(tick)}
                  </text>
                </g>
              ))}
            </g>
            <g className="chart-card__box">
              <line className="chart-card__whisker" x1={x(stats.low)} x2={x(stats.q1)} y1={mid} y2={mid} />
              <line className="chart-card__whisker" x1={x(stats.q3)} x2={x(stats.high)} y1={mid} y2={mid} />
              <line className="chart-card__whisker" x1={x(stats.low)} x2={x(stats.low)} y1={mid - 12} y2={mid + 12} />
              <line className="chart-card__whisker" x1={x(stats.high)} x2={x(stats.high)} y1={mid - 12} y2={mid + 12} />
              <rect x={x(stats.q1)} y={mid - half} width={Math.max(1, x(stats.q3) - x(stats.q1))} height={half * 2}>
                <title>{note}</title>
              </rect>
              <line
                className="chart-card__median"
                x1={x(stats.median)}
                x2={x(stats.median)}
                y1={mid - half}
                y2={mid + half}
              />
              {stats.outliers.map((v, i) => (
                <circle key={i} className="chart-card__outlier" cx={x(v)} cy={mid} r={5}>
                  <title>{number(v)}</title>
                </circle>
              ))}
            </g>
          </svg>
        );
      })}
      <p className="chart-card__note">{note}</p>
    </>
  );
}
