import { describe, expect, it } from 'vitest';
import { webMapViewOf } from './webMapView.ts';

const portal = 'http://127.0.0.1:9/sharing/rest';

describe('webMapViewOf (issue 43)', () => {
  it('keeps feature layers in drawing order with their visibility and opacity, Plaza’s own made root-relative', () => {
    const view = webMapViewOf(
      {
        baseMap: { title: 'Topographic', baseMapLayers: [] },
        operationalLayers: [
          { id: 'parks', title: 'Parks', url: '/arcgis/rest/services/Parks/FeatureServer/0', opacity: 0.5 },
          {
            id: 'trees',
            title: 'Trees',
            url: 'http://127.0.0.1:9/arcgis/rest/services/T/FeatureServer/0/',
            visibility: false,
          },
          { id: 'far', title: 'Elsewhere', url: 'https://services.example.com/x/MapServer/3' },
        ],
      },
      portal,
    );
    expect(view.basemapTitle).toBe('Topographic');
    expect(view.layers).toEqual([
      { id: 'parks', title: 'Parks', url: '/arcgis/rest/services/Parks/FeatureServer/0', visible: true, opacity: 0.5 },
      { id: 'trees', title: 'Trees', url: '/arcgis/rest/services/T/FeatureServer/0', visible: false, opacity: 1 },
      { id: 'far', title: 'Elsewhere', url: 'https://services.example.com/x/MapServer/3', visible: true, opacity: 1 },
    ]);
    expect(view.skipped).toEqual([]);
  });

  it('names what it cannot draw: tiles, services without a layer, scripts, protocol-relative urls', () => {
    const view = webMapViewOf(
      {
        operationalLayers: [
          { title: 'Imagery', url: 'https://tiles.example.com/ImageServer' },
          { title: 'Service', url: '/arcgis/rest/services/Parks/FeatureServer' },
          { title: 'Script', url: 'javascript:alert(1)//FeatureServer/0' },
          { url: '//evil.example/FeatureServer/0' },
          'not a layer',
        ],
      },
      portal,
    );
    expect(view.layers).toEqual([]);
    expect(view.skipped).toEqual(['Imagery', 'Service', 'Script', 'Layer 4']);
  });

  it('reads data that is not a web map as an empty one', () => {
    expect(webMapViewOf(null, portal)).toEqual({ basemapTitle: '', layers: [], skipped: [] });
    expect(webMapViewOf([1, 2], portal)).toEqual({ basemapTitle: '', layers: [], skipped: [] });
  });
});
