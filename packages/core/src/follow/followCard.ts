/** How a follow card's call to action and button line up (spec 3 §4: left → start, right → end). */
export type FollowCardAlign = 'start' | 'center' | 'end';

/**
 * A follow card's settings (spec 3 §3 "Follow card settings"), schema version 1.
 *
 * @example
 * const card: FollowCardSettings = migrateFollowCard(stored, site);
 */
export interface FollowCardSettings {
  readonly entityId: string;
  readonly entityType: 'site' | 'initiative';
  readonly callToActionText: string;
  readonly callToActionAlign: FollowCardAlign;
  readonly buttonText: string;
  readonly unfollowButtonText: string;
  readonly buttonAlign: FollowCardAlign;
  readonly buttonStyle: string;
  readonly cardId?: string;
  readonly schemaVersion: 1;
}

function align(value: unknown): FollowCardAlign {
  if (value === 'left' || value === 'start') return 'start';
  if (value === 'right' || value === 'end') return 'end';
  return 'center';
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/**
 * A stored follow card config brought to schema version 1 (spec 3 §4): one without a version targets the site when its
 * `initiativeId` is the site's parent initiative, else that initiative; version 0 targets the site and loses
 * `initiativeId`; alignments left/right/other become start/end/center; button style `outline` becomes
 * `outline-fill`.
 *
 * @example
 * migrateFollowCard({ initiativeId: 'i1', buttonAlign: 'left' }, { id: 's1', parentInitiativeId: 'i2' });
 * // { entityType: 'initiative', entityId: 'i1', buttonAlign: 'start', schemaVersion: 1, ... }
 */
export function migrateFollowCard(
  config: Readonly<Record<string, unknown>>,
  site: { readonly id: string; readonly parentInitiativeId?: string | undefined },
): FollowCardSettings {
  const version = config.schemaVersion;
  let entityType: 'site' | 'initiative';
  let entityId: string;
  if (version === undefined || version === null) {
    const initiativeId = typeof config.initiativeId === 'string' ? config.initiativeId : '';
    const isSite = !initiativeId || initiativeId === site.parentInitiativeId;
    entityType = isSite ? 'site' : 'initiative';
    entityId = isSite ? site.id : initiativeId;
  } else if (version === 0) {
    entityType = 'site';
    entityId = site.id;
  } else {
    entityType = config.entityType === 'initiative' ? 'initiative' : 'site';
    entityId = text(config.entityId, site.id);
  }
  const style = text(config.buttonStyle, 'solid');
  return {
    entityId,
    entityType,
    callToActionText: text(config.callToActionText, ''),
    callToActionAlign: align(config.callToActionAlign),
    buttonText: text(config.buttonText, ''),
    unfollowButtonText: text(config.unfollowButtonText, ''),
    buttonAlign: align(config.buttonAlign),
    buttonStyle: style === 'outline' ? 'outline-fill' : style,
    ...(typeof config.cardId === 'string' ? { cardId: config.cardId } : {}),
    schemaVersion: 1,
  };
}
