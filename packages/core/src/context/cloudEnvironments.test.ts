import { describe, expect, it } from 'vitest';
import { CLOUD_ENVIRONMENTS, getHubUrl, getPortalEnvironment, isCloudPortalUrl } from './cloudEnvironments.ts';

describe('environments (spec 2 §6, spec 3 §9)', () => {
  it.each([
    ['https://devext.arcgis.com/sharing/rest', false, 'devext'],
    ['https://myorg.mapsdevext.arcgis.com', false, 'devext'],
    ['https://qaext.arcgis.com', false, 'qaext'],
    ['https://myorg.mapsqa.arcgis.com/sharing/rest', false, 'qaext'],
    ['https://www.arcgis.com', false, 'production'],
    ['https://myorg.maps.arcgis.com/sharing/rest', false, 'production'],
    ['https://gis.city.gov/portal', true, 'enterprise'],
    ['http://localhost:3000/sharing/rest', false, 'production'],
    ['http://localhost:3000/sharing/rest', true, 'enterprise'],
    ['https://example.org/arcgis.com/portal', true, 'enterprise'],
  ] as const)('%s (isPortal %s) is %s', (url, isPortal, environment) => {
    expect(getPortalEnvironment(url, isPortal)).toBe(environment);
  });

  it('spells the cloud environments as spec 3 §9 does', () => {
    expect(CLOUD_ENVIRONMENTS).toEqual({
      devext: { name: 'dev', suffix: 'dev', portalSubdomain: 'devext' },
      qaext: { name: 'qa', suffix: 'qa', portalSubdomain: 'qaext' },
      production: { name: 'prod', suffix: '', portalSubdomain: 'www' },
    });
  });

  it('treats a host containing the cloud domain as cloud', () => {
    expect(isCloudPortalUrl('https://myorg.maps.arcgis.com')).toBe(true);
    expect(isCloudPortalUrl('https://gis.city.gov/arcgis.com')).toBe(false);
    expect(isCloudPortalUrl('not a url arcgis.com')).toBe(true);
  });

  it('finds the hub services per environment and edition', () => {
    expect(getHubUrl('https://www.arcgis.com', 'production', false)).toBe('https://hub.arcgis.com');
    expect(getHubUrl('https://qaext.arcgis.com', 'qaext', false)).toBe('https://hubqa.arcgis.com');
    expect(getHubUrl('https://devext.arcgis.com', 'devext', false)).toBe('https://hubdev.arcgis.com');
    const qaOrg = 'https://myorg.mapsqa.arcgis.com';
    expect(getHubUrl(qaOrg, getPortalEnvironment(qaOrg, false), false)).toBe('https://hubqa.arcgis.com');
    expect(getHubUrl('http://localhost:3000/sharing/rest', 'production', false)).toBe('http://localhost:3000');
    expect(getHubUrl('https://gis.city.gov/portal', 'enterprise', true)).toBeUndefined();
  });
});
