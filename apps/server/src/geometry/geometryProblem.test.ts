import { describe, expect, it } from 'vitest';
import { checkEsriGeometry } from './checkEsriGeometry.ts';
import { findRingContact, sweepBudget } from './findRingContact.ts';
import { geoJsonGeometryProblem } from './geoJsonGeometryProblem.ts';
import { geometryProblem, MAX_GEOMETRY_POSITIONS } from './geometryProblem.ts';
import { ringArea2 } from './segments.ts';

const square = (x: number, y: number, size: number) => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];
const polygon = (...rings: number[][][]) => geometryProblem({ type: 'polygon', rings, holes: 'order' })?.code;

describe('geometryProblem', () => {
  it('takes valid points, paths and polygons with holes', () => {
    expect(geometryProblem({ type: 'point', position: [-117.4, 33.9] })).toBeUndefined();
    expect(
      geometryProblem({
        type: 'line',
        paths: [
          [
            [0, 0],
            [1, 1],
            [0, 1],
            [1, 0],
          ],
        ],
      }),
    ).toBeUndefined();
    expect(polygon(square(0, 0, 10), square(2, 2, 2), square(5, 5, 2))).toBeUndefined();
    // Repeated positions are not corners; a line may cross itself.
    expect(
      polygon([
        [0, 0],
        [1, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toBeUndefined();
  });

  it('refuses positions that are not finite or not on the globe, and too many', () => {
    expect(geometryProblem({ type: 'point', position: [Number.NaN, 0] })?.code).toBe('notFinite');
    expect(geometryProblem({ type: 'point', position: [181, 0] })?.code).toBe('outsideWgs84');
    expect(geometryProblem({ type: 'point', position: [0, -90.5] })?.code).toBe('outsideWgs84');
    const long = Array.from({ length: MAX_GEOMETRY_POSITIONS + 1 }, (_, i) => [i / 1e4, 0]);
    expect(geometryProblem({ type: 'line', paths: [long] })?.code).toBe('tooManyPositions');
    expect(
      geometryProblem({
        type: 'line',
        paths: [
          [
            [1, 1],
            [1, 1],
          ],
        ],
      })?.code,
    ).toBe('tooFewPositions');
  });

  it('refuses rings that are short, open, flat, or cross or touch themselves', () => {
    expect(
      polygon([
        [0, 0],
        [1, 0],
        [0, 0],
      ]),
    ).toBe('tooFewPositions');
    expect(
      polygon([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
    ).toBe('ringNotClosed');
    expect(
      polygon([
        [0, 0],
        [1, 0],
        [1, 0],
        [0, 0],
      ]),
    ).toBe('tooFewPositions');
    // A bow tie, a figure eight touching at a corner, a spike, a ring folded flat.
    expect(
      polygon([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
        [0, 0],
      ]),
    ).toBe('selfIntersection');
    expect(
      polygon([
        [0, 0],
        [1, 0],
        [1, 1],
        [2, 1],
        [2, 2],
        [1, 2],
        [1, 1],
        [0, 1],
        [0, 0],
      ]),
    ).toBe('selfIntersection');
    expect(
      polygon([
        [0, 0],
        [2, 0],
        [2, 2],
        [2, 3],
        [2, 2],
        [0, 2],
        [0, 0],
      ]),
    ).toBe('selfIntersection');
    expect(
      polygon([
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 0],
      ]),
    ).toBe('selfIntersection');
    expect(
      geometryProblem({
        type: 'polygon',
        holes: 'order',
        rings: [
          [
            [0, 0],
            [2, 2],
            [2, 0],
            [0, 2],
            [0, 0],
          ],
        ],
      }),
    ).toEqual({ code: 'selfIntersection', message: 'ring 0 crosses or touches itself.' });
  });

  it('refuses rings that meet, and holes outside their shell or inside another hole', () => {
    expect(polygon(square(0, 0, 10), square(5, 5, 10))).toBe('ringsMeet');
    expect(polygon(square(0, 0, 10), square(0, 0, 5))).toBe('ringsMeet');
    expect(polygon(square(0, 0, 10), square(20, 20, 2))).toBe('holeOutsideShell');
    expect(polygon(square(0, 0, 10), square(1, 1, 8), square(2, 2, 2))).toBe('holeInsideHole');
  });

  it('gives up on a drawing made to defeat the sweep instead of stalling, within one budget per request', () => {
    // Long thin teeth all spanning the same x range: every pair of segments overlaps in x.
    const teeth = Array.from({ length: 1500 }, (_, i) => [
      [0, i * 0.02],
      [100, i * 0.02 + 0.005],
      [0, i * 0.02 + 0.01],
    ]).flat();
    const ring = [...teeth, [-1, 30], [-1, 0], [0, 0]];
    expect(findRingContact([ring])).toEqual({ kind: 'tooComplex' });
    expect(polygon(ring)).toBe('tooComplex');
    // A budget is shared: what one geometry spent, the next cannot.
    const budget = sweepBudget(20);
    expect(geometryProblem({ type: 'polygon', holes: 'order', rings: [square(0, 0, 1)] }, budget)).toBeUndefined();
    expect(budget.pairs).toBeLessThan(20);
    const spent = sweepBudget(0);
    expect(geometryProblem({ type: 'polygon', holes: 'order', rings: [square(0, 0, 1)] }, spent)?.code).toBe(
      'tooComplex',
    );
  });
});

describe('adapters', () => {
  it('reads GeoJSON points and polygons', () => {
    expect(geoJsonGeometryProblem({ type: 'Point', coordinates: [0, 0] })).toBeUndefined();
    expect(
      geoJsonGeometryProblem({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [2, 2],
            [2, 0],
            [0, 2],
            [0, 0],
          ],
        ],
      })?.code,
    ).toBe('selfIntersection');
  });

  it('orients Esri rings by nesting: shells clockwise, holes counter-clockwise, whichever way they came', () => {
    const counterClockwise = square(0, 0, 10);
    const hole = [...square(2, 2, 2)].reverse();
    const checked = checkEsriGeometry({ rings: [counterClockwise, hole], spatialReference: { wkid: 4326 } });
    expect('geometry' in checked).toBe(true);
    const { rings, spatialReference } = (checked as { geometry: { rings: number[][][]; spatialReference: unknown } })
      .geometry;
    expect(ringArea2(rings[0]!)).toBeLessThan(0);
    expect(ringArea2(rings[1]!)).toBeGreaterThan(0);
    expect(spatialReference).toEqual({ wkid: 4326 });
    expect(
      checkEsriGeometry({
        rings: [
          [
            [0, 0],
            [2, 2],
            [2, 0],
            [0, 2],
            [0, 0],
          ],
        ],
      }),
    ).toMatchObject({
      problem: { code: 'selfIntersection' },
    });
    expect(checkEsriGeometry({ x: 0, y: 100 })).toMatchObject({ problem: { code: 'outsideWgs84' } });
    expect(
      checkEsriGeometry({
        paths: [
          [
            [0, 0],
            [1, 1],
          ],
        ],
      }),
    ).toEqual({
      geometry: {
        paths: [
          [
            [0, 0],
            [1, 1],
          ],
        ],
      },
    });
  });
});
