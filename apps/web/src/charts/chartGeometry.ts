/** A chart's drawing box: the plot inside margins for axis labels. */
export interface PlotBox {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly bottom: number;
  readonly top: number;
  readonly right: number;
}

/** The box a chart card draws in (a viewBox: it scales to its card). */
export const PLOT: PlotBox = { width: 640, height: 280, left: 56, bottom: 40, top: 16, right: 16 };

/**
 * The box of a narrow card (a phone, a card in a row of three): drawn at about its own size, so its labels stay
 * readable instead of shrinking with a wide drawing.
 */
export const NARROW_PLOT: PlotBox = { width: 360, height: 240, left: 44, bottom: 36, top: 12, right: 8 };

/**
 * The top of a value axis: the largest value rounded up to 1, 2, 2.5 or 5 times a power of ten (at least 1).
 *
 * @example
 * niceMax(734); // 1000
 * niceMax(212); // 250
 */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= max) ?? 10;
  return step * power;
}

/** The inner plot's width and height. */
function inner(box: PlotBox): { readonly w: number; readonly h: number } {
  return { w: box.width - box.left - box.right, h: box.height - box.top - box.bottom };
}

/**
 * Bars of values: one slot per value, the bar 70% of its slot, heights to scale with `top`.
 *
 * @example
 * barRects([5, 10], 10, PLOT)[1].height; // the full plot height
 */
export function barRects(
  values: readonly number[],
  top: number,
  box: PlotBox = PLOT,
): { x: number; y: number; width: number; height: number; centre: number }[] {
  const { w, h } = inner(box);
  const slot = w / Math.max(1, values.length);
  return values.map((value, i) => {
    const height = (Math.max(0, value) / top) * h;
    const x = box.left + i * slot + slot * 0.15;
    return { x, y: box.top + h - height, width: slot * 0.7, height, centre: box.left + (i + 0.5) * slot };
  });
}

/**
 * The points of a line through values, one per slot centre.
 *
 * @example
 * linePoints([0, 5], 10, PLOT).length; // 2
 */
export function linePoints(values: readonly number[], top: number, box: PlotBox = PLOT): { x: number; y: number }[] {
  const { w, h } = inner(box);
  const slot = w / Math.max(1, values.length);
  return values.map((value, i) => ({
    x: box.left + (i + 0.5) * slot,
    y: box.top + h - (Math.max(0, value) / top) * h,
  }));
}

function polar(cx: number, cy: number, r: number, turn: number): [number, number] {
  const angle = turn * 2 * Math.PI - Math.PI / 2;
  return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
}

const fixed = (n: number) => Number(n.toFixed(2));

/**
 * Pie (or donut, with an inner radius) slices of values as SVG paths, clockwise from twelve o'clock; a single value
 * of the whole is a full ring. Non-positive values get no slice.
 *
 * @example
 * pieSlices([1, 1], { cx: 100, cy: 100, r: 80, inner: 0 }).map((s) => s.share); // [0.5, 0.5]
 */
export function pieSlices(
  values: readonly number[],
  shape: { readonly cx: number; readonly cy: number; readonly r: number; readonly inner: number },
): { path: string; share: number }[] {
  const total = values.reduce((a, v) => a + Math.max(0, v), 0);
  if (total <= 0) return values.map(() => ({ path: '', share: 0 }));
  const { cx, cy, r, inner: ri } = shape;
  let start = 0;
  return values.map((value) => {
    const share = Math.max(0, value) / total;
    if (share === 0) return { path: '', share };
    // A whole ring cannot be one arc: draw it as two halves.
    const end = share >= 1 ? start + 0.999999 : start + share;
    const large = end - start > 0.5 ? 1 : 0;
    const [x0, y0] = polar(cx, cy, r, start);
    const [x1, y1] = polar(cx, cy, r, end);
    let path = `M${fixed(x0)} ${fixed(y0)}A${r} ${r} 0 ${large} 1 ${fixed(x1)} ${fixed(y1)}`;
    if (ri > 0) {
      const [x2, y2] = polar(cx, cy, ri, end);
      const [x3, y3] = polar(cx, cy, ri, start);
      path += `L${fixed(x2)} ${fixed(y2)}A${ri} ${ri} 0 ${large} 0 ${fixed(x3)} ${fixed(y3)}Z`;
    } else {
      path += `L${cx} ${cy}Z`;
    }
    start += share;
    return { path, share };
  });
}

/**
 * Which labels of n slots are written: all up to `most` (12 unless told), else every k-th so at most `most` show.
 *
 * @example
 * labelEvery(36); // 3
 * labelEvery(12, 6); // 2
 */
export function labelEvery(count: number, most = 12): number {
  return count <= most ? 1 : Math.ceil(count / most);
}
