import type { PrivacyConsent } from '@plaza/core';
import { describe, expect, it } from 'vitest';
import type { AuthState } from '../auth/createSessionStore.ts';
import { trackerSetupFor } from './trackerSetup.ts';

const site = { id: 's1', orgId: 'o1', telemetry: { organizationTracking: true, capabilities: [] } };
const anonymous: AuthState = { status: 'anonymous' };
const consent = (performance: boolean, targeting = false, functional = false): PrivacyConsent => ({
  accepted: true,
  performance,
  targeting,
  functional,
  id: 'c1',
  timestamp: 1,
});
const signedIn = (orgId: string | undefined): AuthState =>
  ({
    status: 'signedIn',
    session: { username: 'casey', token: 'tok' },
    handle: {},
    ...(orgId === undefined ? {} : { user: { username: 'casey', orgId } }),
  }) as never;

describe('trackerSetupFor (spec 3 §4–§5)', () => {
  it('tracks an anonymous visitor who allowed performance, as anonymous', () => {
    expect(trackerSetupFor(site, anonymous, consent(true), false)).toEqual({ siteId: 's1', userType: 'anonymous' });
  });

  it('does not track before consent, after reject all, or with performance refused', () => {
    expect(trackerSetupFor(site, anonymous, undefined, false)).toBe('consent-not-given');
    expect(trackerSetupFor(site, anonymous, consent(false), false)).toBe('no-category-allowed');
    expect(trackerSetupFor(site, anonymous, consent(false, true, true), false)).toBe('tracker-not-allowed');
  });

  it('honours the organisation, the site and the Global Privacy Control signal', () => {
    const off = { ...site, telemetry: { organizationTracking: false, capabilities: [] } };
    expect(trackerSetupFor(off, anonymous, consent(true), false)).toBe('organization-tracking-off');
    const disabled = { ...site, telemetry: { organizationTracking: true, capabilities: ['disableActivityTracking'] } };
    expect(trackerSetupFor(disabled, anonymous, consent(true), false)).toBe('activity-tracking-disabled');
    expect(trackerSetupFor(site, anonymous, consent(true), true)).toBe('disabled');
  });

  it('waits for who is signed in, then sends their type and token', () => {
    expect(trackerSetupFor(site, { status: 'unknown' }, consent(true), false)).toBe('waiting');
    expect(trackerSetupFor(site, signedIn(undefined), consent(true), false)).toBe('waiting');
    expect(trackerSetupFor(site, signedIn('o1'), consent(true), false)).toEqual({
      siteId: 's1',
      userType: 'staff',
      token: 'tok',
    });
    expect(trackerSetupFor(site, signedIn('o2'), consent(true), false)).toMatchObject({ userType: 'other' });
  });
});
