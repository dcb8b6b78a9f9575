import { segmentsMeet, type Position, type Segment } from './segments.ts';

/** Where rings meet: a ring touching or crossing itself, two rings meeting, or too many candidates to look at. */
export type RingContact =
  | { readonly kind: 'self'; readonly ring: number }
  | { readonly kind: 'rings'; readonly rings: readonly [number, number] }
  | { readonly kind: 'tooComplex' };

/**
 * The most pairs of segments the checks of one request look at (those whose x ranges overlap) before they give up,
 * unless the caller gives a budget of its own: a ring of 10,000 positions of real data (a coastline, a circle) takes
 * tens of thousands; only a drawing made to defeat the sweep comes near, and then it costs a fraction of a second.
 */
export const MAX_SWEEP_PAIRS = 1_000_000;

/** What is left of the pairs the checks may still look at; shared by the geometries of one request. */
export interface SweepBudget {
  pairs: number;
}

/**
 * A budget for the geometry checks of one request.
 *
 * @example
 * const budget = sweepBudget(); // shared by every feature of an addFeatures call
 */
export function sweepBudget(pairs = MAX_SWEEP_PAIRS): SweepBudget {
  return { pairs };
}

/**
 * The first contact between closed rings' edges, found by a sweep along x (segments sorted by their west end, each
 * compared only with those still open where it starts, then by their y ranges): a ring's non-consecutive segments that
 * meet (it crosses or touches itself), or segments of two rings that meet. Consecutive segments of a ring share their
 * position by construction; a ring that folds back on itself there is {@link turnsBack}'s to find. Rings must be closed
 * and hold no repeated consecutive positions. Gives up when the budget is spent rather than stall a request.
 *
 * @example
 * findRingContact([[[0, 0], [2, 2], [2, 0], [0, 2], [0, 0]]]); // { kind: 'self', ring: 0 } (a bow tie)
 */
export function findRingContact(
  rings: readonly (readonly Position[])[],
  budget: SweepBudget = sweepBudget(),
): RingContact | undefined {
  const segments: (Segment & { readonly minX: number; readonly maxX: number; readonly size: number })[] = [];
  rings.forEach((ring, part) => {
    for (let index = 0; index + 1 < ring.length; index++) {
      const a = ring[index]!;
      const b = ring[index + 1]!;
      segments.push({
        a,
        b,
        part,
        index,
        minX: Math.min(a[0]!, b[0]!),
        maxX: Math.max(a[0]!, b[0]!),
        size: ring.length - 1,
      });
    }
  });
  segments.sort((s, t) => s.minX - t.minX);
  let open: typeof segments = [];
  for (const segment of segments) {
    open = open.filter((other) => other.maxX >= segment.minX);
    for (const other of open) {
      if (--budget.pairs < 0) return { kind: 'tooComplex' };
      if (!yOverlap(segment, other)) continue;
      if (segment.part === other.part && consecutive(segment.index, other.index, segment.size)) continue;
      if (!segmentsMeet(segment, other)) continue;
      return segment.part === other.part
        ? { kind: 'self', ring: segment.part }
        : { kind: 'rings', rings: [Math.min(segment.part, other.part), Math.max(segment.part, other.part)] };
    }
    open.push(segment);
  }
  return undefined;
}

function yOverlap(s: Segment, t: Segment): boolean {
  return (
    Math.max(s.a[1]!, s.b[1]!) >= Math.min(t.a[1]!, t.b[1]!) && Math.max(t.a[1]!, t.b[1]!) >= Math.min(s.a[1]!, s.b[1]!)
  );
}

/** Whether segments i and j of a closed ring of `size` segments follow one another (the last and the first too). */
function consecutive(i: number, j: number, size: number): boolean {
  const gap = Math.abs(i - j);
  return gap === 1 || gap === size - 1;
}
