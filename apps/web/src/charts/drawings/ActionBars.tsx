import { niceMax } from '../chartGeometry.ts';
import { fitLabel } from '../chartLabels.ts';
import type { DrawingProps } from './drawingProps.ts';

const ROW = 30;
const BOX = { width: 420, left: 130, right: 64, top: 8, bottom: 8 } as const;

/**
 * An action bar chart (spec 1 §9): one horizontal bar per value, largest first, each named at its start and its figure
 * written at its end — long category names fit, and the order reads as a ranking.
 */
export function ActionBars({ values, labels, summary, number }: DrawingProps) {
  const order = values.map((_, i) => i).sort((a, b) => values[b]! - values[a]!);
  const top = niceMax(Math.max(0, ...values));
  const plot = BOX.width - BOX.left - BOX.right;
  const height = BOX.top + BOX.bottom + ROW * values.length;
  return (
    <svg
      className="chart-card__svg chart-card__svg--action-bar"
      viewBox={`0 0 ${BOX.width} ${height}`}
      role="img"
      aria-label={summary}
      tabIndex={0}
    >
      <g className="chart-card__bars">
        {order.map((i, row) => {
          const y = BOX.top + row * ROW;
          const width = (Math.max(0, values[i]!) / top) * plot;
          return (
            <g key={i}>
              <text x={BOX.left - 8} y={y + ROW / 2} dy="0.32em" textAnchor="end">
                {fitLabel(labels[i]!, BOX.left - 12)}
              </text>
              <rect x={BOX.left} y={y + 5} width={width} height={ROW - 10}>
                <title>{`${labels[i]}: ${number(values[i]!)}`}</title>
              </rect>
              <text x={BOX.left + width + 6} y={y + ROW / 2} dy="0.32em">
                {number(values[i]!)}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
