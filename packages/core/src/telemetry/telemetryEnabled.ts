import type { PrivacyConsent } from './privacyConsent.ts';

/** Why telemetry is off (spec 3 §4, §5); undefined when it is on. */
export type TelemetryOff =
  | 'consent-not-given'
  | 'no-category-allowed'
  | 'organization-tracking-off'
  | 'disabled'
  | 'activity-tracking-disabled'
  | 'visitor-not-tracked';

/** What decides whether a page may track. */
export interface TelemetryGate {
  /** The site asks visitors for consent before tracking. */
  readonly consentRequired: boolean;
  /** The visitor's stored choice, if any. */
  readonly consent: PrivacyConsent | undefined;
  /** The organisation's tracking programme (its `tracking` flag); off turns every tracker off. */
  readonly organizationTracking: boolean;
  /** The disabled flag (a deployment or query setting). */
  readonly disabled: boolean;
  /** The site's legacy capabilities, which may hold `disableActivityTracking`. */
  readonly capabilities: readonly string[];
  /** Who is visiting: anonymous, signed in to another organisation, or to the portal's own organisation. */
  readonly visitor: 'anonymous' | 'other-organization' | 'portal-organization';
  /**
   * The country the visitor's address is in (ISO 3166 alpha-2); undefined when unknown (then such visitors are not
   * tracked); `null` when this side cannot know it and the receiving server checks it (a browser: Plaza's ingest
   * knows the address, ADR 0172).
   */
  readonly visitorCountry: string | null | undefined;
}

/**
 * Whether telemetry is off, and why (spec 3 §4 and §5), checked in this order: the disabled flag; the site's
 * `disableActivityTracking` capability; the organisation's tracking programme; consent required but not accepted;
 * consent accepted with all three categories refused; an anonymous or other-organisation visitor outside the US (such
 * visitors are tracked only there; a member of the portal's organisation is, since its programme is on). Undefined
 * means telemetry may run — each tracker still needs its own categories ({@link trackerAllowed}).
 *
 * @example
 * telemetryOff({ consentRequired: true, consent: undefined, organizationTracking: true, disabled: false,
 *   capabilities: [], visitor: 'portal-organization', visitorCountry: undefined }); // 'consent-not-given'
 */
export function telemetryOff(gate: TelemetryGate): TelemetryOff | undefined {
  if (gate.disabled) return 'disabled';
  if (gate.capabilities.includes('disableActivityTracking')) return 'activity-tracking-disabled';
  if (!gate.organizationTracking) return 'organization-tracking-off';
  if (gate.consentRequired && !gate.consent?.accepted) return 'consent-not-given';
  const consent = gate.consent;
  if (consent?.accepted && !consent.performance && !consent.targeting && !consent.functional) {
    return 'no-category-allowed';
  }
  if (
    gate.visitorCountry !== null &&
    gate.visitor !== 'portal-organization' &&
    gate.visitorCountry?.toUpperCase() !== 'US'
  ) {
    return 'visitor-not-tracked';
  }
  return undefined;
}

/** The trackers spec 3 §5 names: the first needs performance consent, the others all three categories. */
export type TrackerKind = 'amazon' | 'adobe' | 'google' | 'site-improvement';

/**
 * Whether a tracker may load under a visitor's consent and the organisation's programme (spec 3 §5): none when the
 * programme is off; `amazon` (Plaza's own collection stands in its place) with performance consent; `adobe`, `google`
 * and `site-improvement` (a site's external analytics id) only with performance, targeting and functional together.
 *
 * @example
 * trackerAllowed('google', { performance: true, targeting: false, functional: true }, true); // false
 */
export function trackerAllowed(
  tracker: TrackerKind,
  consent: Pick<PrivacyConsent, 'performance' | 'targeting' | 'functional'> | undefined,
  organizationTracking: boolean,
): boolean {
  if (!organizationTracking || !consent) return false;
  if (tracker === 'amazon') return consent.performance;
  return consent.performance && consent.targeting && consent.functional;
}
