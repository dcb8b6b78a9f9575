import { describe, expect, it } from 'vitest';
import { locationFor, locationTypeOf, orgExtentOf } from './locationModel.ts';

describe('entity locations', () => {
  it('reads an organization extent in degrees or Web Mercator', () => {
    expect(orgExtentOf({ xmin: -117.5, ymin: 33.8, xmax: -117.2, ymax: 34, spatialReference: { wkid: 4326 } })).toEqual(
      [
        [-117.5, 33.8],
        [-117.2, 34],
      ],
    );
    const mercator = orgExtentOf({
      xmin: -13079253,
      ymin: 4007019,
      xmax: -13045857,
      ymax: 4029860,
      spatialReference: { wkid: 102100 },
    })!;
    expect(mercator[0][0]).toBeCloseTo(-117.49, 2);
    expect(mercator[0][1]).toBeCloseTo(33.838, 2);
    expect(orgExtentOf({ xmin: 1, ymin: 2, xmax: 3, ymax: 4, spatialReference: { wkid: 2230 } })).toBeUndefined();
    expect(orgExtentOf('nope')).toBeUndefined();
  });

  it('writes the location of a choice with the extent that goes with it', () => {
    const drawn: [[number, number], [number, number]] = [
      [-117.5, 33.9],
      [-117.3, 34],
    ];
    expect(locationFor('custom', { drawn })).toEqual({
      location: { type: 'custom', extent: drawn, spatialReference: { wkid: 4326 } },
      extent: drawn,
    });
    expect(locationFor('none', { drawn })).toEqual({ location: { type: 'none' }, extent: [] });
    // A choice without its area is no location.
    expect(locationFor('org', {})).toEqual({ location: { type: 'none' }, extent: [] });
  });

  it('shows an entity stored before locations as located by its item when it has an extent', () => {
    expect(
      locationTypeOf(undefined, [
        [0, 0],
        [1, 1],
      ]),
    ).toBe('item');
    expect(locationTypeOf(undefined, [])).toBe('none');
    expect(locationTypeOf({ type: 'org' }, [])).toBe('org');
  });
});
