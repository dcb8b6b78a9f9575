import { describe, expect, it } from 'vitest';
import { MAX_PROJECT_POSITIONS, projectGeometries, readProjectRequest } from './projectGeometries.ts';

const project = (params: Record<string, string>) => projectGeometries(readProjectRequest(params));
const set = (geometryType: string, geometries: unknown[]) => JSON.stringify({ geometryType, geometries });
const message = (params: Record<string, string>) => {
  try {
    readProjectRequest(params);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('project between WGS84 and Web Mercator', () => {
  it('projects points given simply or as JSON, there and back', () => {
    const [there] = project({ geometries: '-117.195,34.056', inSR: '4326', outSR: '102100' });
    expect(there).toEqual({ x: -13046087.724, y: 4036323.939 });
    const [back] = project({ geometries: set('esriGeometryPoint', [there]), inSR: '{"wkid":3857}', outSR: '4326' });
    expect(back!.x).toBeCloseTo(-117.195, 6);
    expect(back!.y).toBeCloseTo(34.056, 6);
  });

  it('projects envelopes by their corners, and every position of lines, rings and point sets', () => {
    const extent = {
      xmin: -20037508.342789244,
      ymin: -20037508.342789244,
      xmax: 20037508.342789244,
      ymax: 20037508.342789244,
    };
    const [world] = project({
      geometries: set('esriGeometryEnvelope', [{ ...extent, spatialReference: { wkid: 102100 } }]),
      inSR: '102100',
      outSR: '4326',
    });
    expect(Object.keys(world!)).toEqual(['xmin', 'ymin', 'xmax', 'ymax']);
    expect(world!.xmin).toBeCloseTo(-180, 6);
    expect(world!.ymax).toBeCloseTo(85.0511287798, 6);
    const [ring] = project({
      geometries: set('esriGeometryPolygon', [
        {
          rings: [
            [
              [0, 0, 7],
              [1, 0, 7],
              [1, 1, 7],
              [0, 0, 7],
            ],
          ],
        },
      ]),
      inSR: '4326',
      outSR: '3857',
    });
    expect((ring!.rings as number[][][])[0]![1]).toEqual([111319.491, 0, 7]);
    const [line] = project({
      geometries: set('esriGeometryPolyline', [
        {
          paths: [
            [
              [0, 0],
              [0, 0],
            ],
          ],
        },
      ]),
      inSR: '4326',
      outSR: '4326',
    });
    expect(line).toEqual({
      paths: [
        [
          [0, 0],
          [0, 0],
        ],
      ],
    });
    const [multi] = project({
      geometries: set('esriGeometryMultipoint', [{ points: [[180, 0]] }]),
      inSR: '4326',
      outSR: '3857',
    });
    expect(multi).toEqual({ points: [[20037508.343, 0]] });
  });

  it('refuses what it cannot project, saying which part', () => {
    expect(message({ geometries: '1,2', outSR: '4326' })).toBe('inSR is required.');
    expect(message({ geometries: '1,2', inSR: '4326', outSR: '2230' })).toBe(
      'outSR must be 4326 (WGS84) or 102100 (Web Mercator): other spatial references are not supported.',
    );
    expect(message({ inSR: '4326', outSR: '3857' })).toBe('geometries is required.');
    expect(message({ geometries: '1,2,3', inSR: '4326', outSR: '3857' })).toBe(
      'geometries must be JSON, or x,y pairs of numbers separated by commas.',
    );
    expect(message({ geometries: '{', inSR: '4326', outSR: '3857' })).toBe('geometries is not valid JSON.');
    expect(message({ geometries: set('esriGeometryCircle', []), inSR: '4326', outSR: '3857' })).toMatch(
      /^geometries must be/,
    );
    expect(message({ geometries: set('esriGeometryPoint', [{ x: 1 }]), inSR: '4326', outSR: '3857' })).toBe(
      'geometries[0] is not a valid esriGeometryPoint.',
    );
    const many = Array.from({ length: MAX_PROJECT_POSITIONS + 1 }, (_, i) => `${i % 180},0`).join(',');
    expect(message({ geometries: many, inSR: '4326', outSR: '3857' })).toBe(
      'geometries may hold at most 10000 positions.',
    );
  });
});
