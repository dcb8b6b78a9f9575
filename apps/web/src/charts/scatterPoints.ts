import type { PlotBox } from './chartGeometry.ts';
import { niceStep } from './niceStep.ts';

/** A linear scale's nice ends and ticks. */
export interface LinearScale {
  readonly min: number;
  readonly max: number;
  readonly ticks: readonly number[];
}

/**
 * A linear scale covering values, its ends on multiples of a nice step (about `count` steps, 4 unless told); a single
 * value gets a step either side.
 *
 * @example
 * linearScale([3, 97]); // { min: 0, max: 100, ticks: [0, 25, 50, 75, 100] }
 */
export function linearScale(values: readonly number[], count = 4): LinearScale {
  const finite = values.filter(Number.isFinite);
  let lo = finite.length ? Math.min(...finite) : 0;
  let hi = finite.length ? Math.max(...finite) : 1;
  if (lo === hi) {
    lo -= Math.abs(lo) > 0 ? Math.abs(lo) / 2 : 1;
    hi += Math.abs(hi) > 0 ? Math.abs(hi) / 2 : 1;
  }
  const step = niceStep((hi - lo) / count);
  const min = Math.floor(lo / step + 1e-9) * step;
  const max = Math.ceil(hi / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let t = min; t <= max + step / 2; t += step) ticks.push(Number(t.toPrecision(12)));
  return { min: Number(min.toPrecision(12)), max: Number(max.toPrecision(12)), ticks };
}

/**
 * The x of a point's key: a number as itself, a month (`2025-03`) or a year (`2025`) as a year with its fraction,
 * anything else undefined (the chart then uses the points' order).
 *
 * @example
 * keyAsNumber('2025-07'); // 2025.5
 * keyAsNumber('Good'); // undefined
 */
export function keyAsNumber(key: string): number | undefined {
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) return Number(month[1]) + (Number(month[2]) - 1) / 12;
  if (key.trim() === '' || !Number.isFinite(Number(key))) return undefined;
  return Number(key);
}

/** One dot of a scatter plot: where it is drawn and the figures it stands for. */
export interface ScatterDot {
  readonly cx: number;
  readonly cy: number;
  readonly x: number;
  readonly y: number;
}

/**
 * A scatter plot of (x, y) pairs in a plot box: x and y each on their own {@link linearScale}, y growing upwards.
 *
 * @example
 * scatterDots([{ x: 0, y: 0 }, { x: 10, y: 10 }], box).dots[1]; // the top right corner of the plot
 */
export function scatterDots(
  pairs: readonly { readonly x: number; readonly y: number }[],
  box: PlotBox,
): { dots: ScatterDot[]; x: LinearScale; y: LinearScale } {
  const x = linearScale(pairs.map((p) => p.x));
  const y = linearScale(pairs.map((p) => p.y));
  const w = box.width - box.left - box.right;
  const h = box.height - box.top - box.bottom;
  const dots = pairs.map((p) => ({
    x: p.x,
    y: p.y,
    cx: Number((box.left + ((p.x - x.min) / (x.max - x.min)) * w).toFixed(2)),
    cy: Number((box.top + h - ((p.y - y.min) / (y.max - y.min)) * h).toFixed(2)),
  }));
  return { dots, x, y };
}
