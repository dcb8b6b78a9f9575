import { describe, expect, it } from 'vitest';
import { requestSurface } from './requestSurface.ts';

describe('requestSurface', () => {
  it.each([
    ['/sharing/rest', 'portal'],
    ['/sharing/rest/search', 'portal'],
    ['/arcgis/rest/services/Trees/FeatureServer/0/query', 'server'],
    ['/datasets/abc_0/FeatureServer/0', 'server'],
    ['/api/v3/datasets/abc_0/FeatureServer', 'server'],
    ['/api', 'hub'],
    ['/api/', 'hub'],
    ['/api/events/v1/events', 'hub'],
    ['/apis', 'page'],
    ['/sharing/restless', 'page'],
    ['/datasets/abc', 'page'],
    ['//sharing//rest//oauth2//authorize', 'page'],
    ['/', 'page'],
  ])('%s answers as a %s', (path, surface) => {
    expect(requestSurface(path)).toBe(surface);
  });
});
