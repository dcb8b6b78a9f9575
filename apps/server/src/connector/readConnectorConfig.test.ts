import { describe, expect, it } from 'vitest';
import { ConnectorConfigError, readConnectorConfig } from '../config/readConnectorConfig.ts';

describe('readConnectorConfig', () => {
  it('is off without a portal URL', () => {
    expect(readConnectorConfig({})).toBeUndefined();
    expect(readConnectorConfig({ PLAZA_PORTAL_URL: ' ' })).toBeUndefined();
  });

  it('names the REST root, the hub services and the sites domain', () => {
    expect(
      readConnectorConfig({ PLAZA_PORTAL_URL: 'https://gis.example.org/portal/', PLAZA_PORTAL_CLIENT_ID: 'plaza' }),
    ).toEqual({
      portalUrl: 'https://gis.example.org/portal/sharing/rest',
      clientId: 'plaza',
      hubUrl: 'https://gis.example.org',
      sitesDomain: 'hub.arcgis.com',
    });
    expect(
      readConnectorConfig({
        PLAZA_PORTAL_URL: 'https://org.maps.arcgis.com/sharing/rest',
        PLAZA_PORTAL_CLIENT_ID: 'abc',
        PLAZA_PORTAL_HUB_URL: 'https://hub.arcgis.com/api',
        PLAZA_PORTAL_SITES_DOMAIN: 'HUB.arcgis.com',
      }),
    ).toMatchObject({
      portalUrl: 'https://org.maps.arcgis.com/sharing/rest',
      hubUrl: 'https://hub.arcgis.com',
      sitesDomain: 'hub.arcgis.com',
    });
  });

  it('refuses a portal without a client id, and what is not a URL', () => {
    expect(() => readConnectorConfig({ PLAZA_PORTAL_URL: 'https://org.maps.arcgis.com' })).toThrow(
      ConnectorConfigError,
    );
    expect(() => readConnectorConfig({ PLAZA_PORTAL_URL: 'ftp://x', PLAZA_PORTAL_CLIENT_ID: 'a' })).toThrow(
      /http\(s\) URL/,
    );
  });
});
