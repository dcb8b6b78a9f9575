import { niceMax } from './chartGeometry.ts';

/**
 * A bar-line chart's two value axes: the bars (each value) on the left axis, the line (the running total) on the
 * right one, each with its own top, so the small bars are not flattened by the growing total.
 *
 * @example
 * barLineScales([2, 3, 5]); // { bars: [2, 3, 5], barTop: 5, line: [2, 5, 10], lineTop: 10 }
 */
export function barLineScales(values: readonly number[]): {
  bars: readonly number[];
  barTop: number;
  line: readonly number[];
  lineTop: number;
} {
  let running = 0;
  const line = values.map((v) => (running += Math.max(0, v)));
  return {
    bars: values,
    barTop: niceMax(Math.max(0, ...values)),
    line,
    lineTop: niceMax(running),
  };
}
