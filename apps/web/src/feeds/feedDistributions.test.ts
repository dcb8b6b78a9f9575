import { describe, expect, it } from 'vitest';
import { distributionsOf } from './feedDistributions.ts';

const origin = 'https://data.riverside.example';
const landing = `${origin}/documents/riverside::plan`;
const id = 'a'.repeat(32);

describe('distributionsOf (issue 43)', () => {
  it('lists a file item’s file when it has bytes', () => {
    expect(distributionsOf({ id, type: 'PDF', size: 2048 }, origin, landing)).toEqual([
      {
        title: 'PDF',
        downloadUrl: `${origin}/sharing/rest/content/items/${id}/data`,
        format: 'PDF',
        mediaType: 'application/pdf',
      },
    ]);
  });

  it.each([0, undefined])('never lists an empty or missing file (size %s): the item’s page instead', (size) => {
    const shown = distributionsOf({ id, type: 'PDF', ...(size === undefined ? {} : { size }) }, origin, landing);
    expect(shown).toEqual([{ title: 'Web page', accessUrl: landing, mediaType: 'text/html', format: 'HTML' }]);
    expect(JSON.stringify(shown)).not.toContain('/content/items/');
  });

  it('still lists a hosted layer’s exports, whatever its size', () => {
    const shown = distributionsOf(
      { id, type: 'Feature Service', url: `${origin}/arcgis/rest/services/Trees/FeatureServer/0`, size: 0 },
      origin,
      landing,
    );
    expect(shown.map((d) => d.format)).toEqual(['CSV', 'GEOJSON', 'KML', 'REST', 'REST']);
  });
});
