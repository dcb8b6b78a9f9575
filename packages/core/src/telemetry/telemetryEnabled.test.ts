import { describe, expect, it } from 'vitest';
import type { PrivacyConsent } from './privacyConsent.ts';
import { telemetryOff, trackerAllowed, type TelemetryGate } from './telemetryEnabled.ts';

const ALL = { performance: true, targeting: true, functional: true };
const NONE = { performance: false, targeting: false, functional: false };
const accepted = (categories = ALL): PrivacyConsent => ({ accepted: true, ...categories, id: 'c1', timestamp: 1 });

describe('telemetryOff', () => {
  const on: TelemetryGate = {
    consentRequired: true,
    consent: accepted(),
    organizationTracking: true,
    disabled: false,
    capabilities: [],
    visitor: 'portal-organization',
    visitorCountry: undefined,
  };

  it('is on for a member of the portal organisation who accepted, with the programme on', () => {
    expect(telemetryOff(on)).toBeUndefined();
  });

  it('is off when consent is required and not given, or given with every category refused', () => {
    expect(telemetryOff({ ...on, consent: undefined })).toBe('consent-not-given');
    expect(telemetryOff({ ...on, consent: { ...accepted(), accepted: false } })).toBe('consent-not-given');
    expect(telemetryOff({ ...on, consent: accepted(NONE) })).toBe('no-category-allowed');
    expect(telemetryOff({ ...on, consentRequired: false, consent: accepted(NONE) })).toBe('no-category-allowed');
    expect(telemetryOff({ ...on, consentRequired: false, consent: undefined })).toBeUndefined();
  });

  it('is off when the organisation turned its programme off, the disabled flag is set, or the site disables activity tracking', () => {
    expect(telemetryOff({ ...on, organizationTracking: false })).toBe('organization-tracking-off');
    expect(telemetryOff({ ...on, disabled: true })).toBe('disabled');
    expect(telemetryOff({ ...on, capabilities: ['disableActivityTracking'] })).toBe('activity-tracking-disabled');
  });

  it('tracks anonymous and other-organisation visitors only in the US', () => {
    for (const visitor of ['anonymous', 'other-organization'] as const) {
      expect(telemetryOff({ ...on, visitor, visitorCountry: 'US' })).toBeUndefined();
      expect(telemetryOff({ ...on, visitor, visitorCountry: 'us' })).toBeUndefined();
      expect(telemetryOff({ ...on, visitor, visitorCountry: 'FR' })).toBe('visitor-not-tracked');
      expect(telemetryOff({ ...on, visitor, visitorCountry: undefined })).toBe('visitor-not-tracked');
    }
    expect(telemetryOff({ ...on, visitorCountry: 'FR' })).toBeUndefined();
  });

  it('leaves the country rule to the server when this side cannot know it (null)', () => {
    expect(telemetryOff({ ...on, visitor: 'anonymous', visitorCountry: null })).toBeUndefined();
    // Every other rule still applies.
    expect(telemetryOff({ ...on, visitor: 'anonymous', visitorCountry: null, organizationTracking: false })).toBe(
      'organization-tracking-off',
    );
  });
});

describe('trackerAllowed', () => {
  it("Plaza's own collection needs performance consent; the external trackers need all three", () => {
    expect(trackerAllowed('amazon', { ...NONE, performance: true }, true)).toBe(true);
    expect(trackerAllowed('amazon', { ...ALL, performance: false }, true)).toBe(false);
    for (const tracker of ['adobe', 'google', 'site-improvement'] as const) {
      expect(trackerAllowed(tracker, ALL, true)).toBe(true);
      for (const refused of ['performance', 'targeting', 'functional'] as const) {
        expect(trackerAllowed(tracker, { ...ALL, [refused]: false }, true)).toBe(false);
      }
    }
  });

  it("none without consent, or when the organisation's programme is off", () => {
    expect(trackerAllowed('amazon', undefined, true)).toBe(false);
    for (const tracker of ['amazon', 'adobe', 'google', 'site-improvement'] as const) {
      expect(trackerAllowed(tracker, ALL, false)).toBe(false);
    }
  });
});
