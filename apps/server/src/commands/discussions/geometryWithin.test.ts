import { describe, expect, it } from 'vitest';
import { geometryWithin } from './geometryWithin.ts';

const square = (x0: number, y0: number, x1: number, y1: number) => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
];
const area = { type: 'Polygon', coordinates: [square(0, 0, 10, 10), square(4, 4, 6, 6)] };

describe('geometryWithin', () => {
  it('takes points inside an area and outside its holes', () => {
    expect(geometryWithin({ type: 'Point', coordinates: [1, 1] }, [area])).toBe(true);
    expect(geometryWithin({ type: 'Point', coordinates: [5, 5] }, [area])).toBe(false);
    expect(geometryWithin({ type: 'Point', coordinates: [11, 1] }, [area])).toBe(false);
  });

  it('needs every position of a polygon inside one of the areas', () => {
    expect(geometryWithin({ type: 'Polygon', coordinates: [square(1, 1, 3, 3)] }, [area])).toBe(true);
    expect(geometryWithin({ type: 'Polygon', coordinates: [square(8, 8, 12, 12)] }, [area])).toBe(false);
    const other = { type: 'Polygon', coordinates: [square(20, 20, 30, 30)] };
    expect(geometryWithin({ type: 'Point', coordinates: [25, 25] }, [area, other])).toBe(true);
  });
});
