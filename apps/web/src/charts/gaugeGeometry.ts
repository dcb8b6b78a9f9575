/** A gauge's half ring: its centre, outer and inner radius (a viewBox of 240 × 140). */
export const GAUGE = { cx: 120, cy: 120, r: 100, inner: 64 } as const;

/**
 * The angle of a gauge's needle for a value: −90° (far left, at 0 or below) to +90° (far right, at `max` or above),
 * clockwise from straight up. A scale without a positive top points at 0.
 *
 * @example
 * gaugeAngle(50, 100); // 0
 * gaugeAngle(25, 100); // -45
 */
export function gaugeAngle(value: number, max: number): number {
  if (!(max > 0) || !Number.isFinite(value)) return -90;
  const share = Math.min(1, Math.max(0, value / max));
  return -90 + share * 180;
}

const fixed = (n: number) => Number(n.toFixed(2));

/** The point at `angle` degrees clockwise from straight up, `radius` from the centre. */
export function gaugePoint(angle: number, radius: number, box: typeof GAUGE = GAUGE): { x: number; y: number } {
  const rad = (angle * Math.PI) / 180;
  return { x: fixed(box.cx + radius * Math.sin(rad)), y: fixed(box.cy - radius * Math.cos(rad)) };
}

/**
 * The band of a gauge from −90° to `angle` as an SVG path (outer arc clockwise, inner arc back); −90° gives an empty
 * path.
 *
 * @example
 * gaugeBand(90); // the whole half ring
 */
export function gaugeBand(angle: number, box: typeof GAUGE = GAUGE): string {
  if (angle <= -90) return '';
  const a0 = gaugePoint(-90, box.r, box);
  const a1 = gaugePoint(angle, box.r, box);
  const b1 = gaugePoint(angle, box.inner, box);
  const b0 = gaugePoint(-90, box.inner, box);
  // A half ring is at most 180°: never the large arc.
  return `M${a0.x} ${a0.y}A${box.r} ${box.r} 0 0 1 ${a1.x} ${a1.y}L${b1.x} ${b1.y}A${box.inner} ${box.inner} 0 0 0 ${b0.x} ${b0.y}Z`;
}
