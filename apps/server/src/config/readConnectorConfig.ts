/**
 * Connector mode (issue 41, ADR 0201): Plaza's web app and hub services in front of a remote ArcGIS portal instead of
 * the embedded one.
 */
export interface ConnectorConfig {
  /** The remote portal's REST root (`https://myorg.maps.arcgis.com/sharing/rest`, `https://gis.example.org/portal/sharing/rest`). */
  readonly portalUrl: string;
  /** The OAuth app registered with the remote portal for Plaza (redirect URI `{Plaza origin}/auth/callback`). */
  readonly clientId: string;
  /** Where the remote's hub services answer (its domain service): `PLAZA_PORTAL_HUB_URL`, default the portal's origin. */
  readonly hubUrl: string;
  /** The domain the remote's hosted sites live under (`hub.arcgis.com`): `{subdomain}-{org}.{it}`. */
  readonly sitesDomain: string;
}

export class ConnectorConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
}

/**
 * Reads connector mode's settings (`PLAZA_PORTAL_URL`, `PLAZA_PORTAL_CLIENT_ID`, `PLAZA_PORTAL_HUB_URL`,
 * `PLAZA_PORTAL_SITES_DOMAIN`) from the environment the config module hands over; undefined when no portal URL is set
 * (the embedded portal).
 *
 * @example
 * readConnectorConfig({ PLAZA_PORTAL_URL: 'https://org.maps.arcgis.com', PLAZA_PORTAL_CLIENT_ID: 'abc' });
 */
export function readConnectorConfig(env: Readonly<Record<string, string | undefined>>): ConnectorConfig | undefined {
  const raw = env.PLAZA_PORTAL_URL?.trim();
  if (!raw) return undefined;
  const portal = httpUrl('PLAZA_PORTAL_URL', raw).replace(/\/+$/, '');
  const portalUrl = /\/sharing\/rest$/.test(portal) ? portal : `${portal}/sharing/rest`;
  const clientId = env.PLAZA_PORTAL_CLIENT_ID?.trim() ?? '';
  if (!/^[A-Za-z0-9_.-]{1,128}$/.test(clientId)) {
    throw new ConnectorConfigError(
      'PLAZA_PORTAL_CLIENT_ID must be the client id of the OAuth app registered for Plaza with the portal of PLAZA_PORTAL_URL.',
    );
  }
  const hub = env.PLAZA_PORTAL_HUB_URL?.trim();
  const sitesDomain = env.PLAZA_PORTAL_SITES_DOMAIN?.trim().toLowerCase() || 'hub.arcgis.com';
  if (!/^[a-z0-9.-]+(:\d+)?$/.test(sitesDomain)) {
    throw new ConnectorConfigError(`PLAZA_PORTAL_SITES_DOMAIN must be a domain name; got "${sitesDomain}".`);
  }
  return {
    portalUrl,
    clientId,
    hubUrl: new URL(hub ? httpUrl('PLAZA_PORTAL_HUB_URL', hub) : portalUrl).origin,
    sitesDomain,
  };
}

function httpUrl(name: string, value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ConnectorConfigError(`${name} must be an http(s) URL; got "${value}".`);
  }
  return url.href;
}
