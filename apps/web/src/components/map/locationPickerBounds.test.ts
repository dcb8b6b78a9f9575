import { describe, expect, it } from 'vitest';
import { coordinateText, locationPickerBounds, pointOfFields } from './locationPickerBounds.ts';

describe('locationPickerBounds', () => {
  it('opens around the point when there is one', () => {
    const [[west, south], [east, north]] = locationPickerBounds([-117.37, 33.98], [[0, 0]]);
    expect(west).toBeCloseTo(-117.39);
    expect(east).toBeCloseTo(-117.35);
    expect(south).toBeCloseTo(33.965);
    expect(north).toBeCloseTo(33.995);
  });

  it('stays inside the latitudes a web map can show near the poles', () => {
    const [[, south], [, north]] = locationPickerBounds([0, 84.995], undefined);
    expect(north).toBe(85);
    expect(south).toBeCloseTo(84.98);
  });

  it('opens on the detailed region without a point, and on the world without either', () => {
    expect(
      locationPickerBounds(undefined, [
        [-117.4, 33.9],
        [-116.2, 33.7],
        [-116.5, 34.1],
      ]),
    ).toEqual([
      [-117.4, 33.7],
      [-116.2, 34.1],
    ]);
    expect(locationPickerBounds(undefined, [])).toEqual([
      [-180, -85],
      [180, 85],
    ]);
  });
});

describe('pointOfFields', () => {
  it('reads both fields as [longitude, latitude] and refuses a missing, non-numeric or out-of-range one', () => {
    expect(pointOfFields('33.98', '-117.37')).toEqual([-117.37, 33.98]);
    expect(pointOfFields('', '-117.37')).toBeUndefined();
    expect(pointOfFields('north', '-117.37')).toBeUndefined();
    expect(pointOfFields('91', '0')).toBeUndefined();
    expect(pointOfFields('0', '-181')).toBeUndefined();
  });
});

describe('coordinateText', () => {
  it('keeps six decimals without trailing zeros', () => {
    expect(coordinateText(-117.123456789)).toBe('-117.123457');
    expect(coordinateText(33.5)).toBe('33.5');
  });
});
