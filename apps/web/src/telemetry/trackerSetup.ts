import { telemetryOff, trackerAllowed, type PrivacyConsent, type TelemetryOff } from '@plaza/core';
import type { AuthState } from '../auth/createSessionStore.ts';
import type { SiteView } from '../site/siteView.ts';
import type { TrackerSetup } from './tracker.ts';

/** Why this page does not track: a rule of spec 3 §4, or `waiting` while who is signed in is not known yet. */
export type NotTracking = TelemetryOff | 'waiting' | 'tracker-not-allowed';

/**
 * Whether the page may track the visitor on a site, and as whom (issue 22): every rule of core's `telemetryOff` —
 * consent asked and given, not all categories refused, the organisation's programme on, the site's
 * `disableActivityTracking`, the browser's Global Privacy Control signal as the disabled flag — and Plaza's own
 * tracker needs performance consent (`trackerAllowed('amazon')`, the tracker it stands in for). The visitor's country
 * is for the ingest to check (it knows the address; ADR 0172).
 *
 * @example
 * const setup = trackerSetupFor(site, auth, storedConsent(), false);
 * if (typeof setup === 'object') startSiteTracker(setup);
 */
export function trackerSetupFor(
  site: Pick<SiteView, 'id' | 'orgId' | 'telemetry'>,
  auth: AuthState,
  consent: PrivacyConsent | undefined,
  globalPrivacyControl: boolean,
): TrackerSetup | NotTracking {
  if (auth.status === 'unknown' || (auth.status === 'signedIn' && !auth.user)) return 'waiting';
  const signedIn = auth.status === 'signedIn' ? auth : undefined;
  const member = signedIn?.user?.orgId === site.orgId;
  const off = telemetryOff({
    consentRequired: true,
    consent,
    organizationTracking: site.telemetry.organizationTracking,
    disabled: globalPrivacyControl,
    capabilities: site.telemetry.capabilities,
    visitor: !signedIn ? 'anonymous' : member ? 'portal-organization' : 'other-organization',
    visitorCountry: null,
  });
  if (off) return off;
  if (!trackerAllowed('amazon', consent, site.telemetry.organizationTracking)) return 'tracker-not-allowed';
  if (!signedIn) return { siteId: site.id, userType: 'anonymous' };
  return { siteId: site.id, userType: member ? 'staff' : 'other', token: signedIn.session.token };
}
