import { fetchEntity, migrateFollowCard, type FollowCardSettings, type SessionHandle } from '@plaza/core';

/** What a follow button follows: a site or an initiative, with its followers group once it has one. */
export interface FollowTargetView {
  readonly kind: 'site' | 'initiative';
  readonly id: string;
  readonly name: string;
  readonly followersGroupId?: string;
}

/** A follow card, ready to draw: its settings at schema 1 and what it follows (absent when that cannot be seen). */
export interface FollowCardData {
  readonly settings: FollowCardSettings;
  readonly target?: FollowTargetView;
}

/**
 * A follow card's settings migrated with the page's site (spec 3 §4), and what it follows: the site itself, or the
 * initiative read as the visitor (one they may not see leaves the card without a target, and it draws nothing).
 *
 * @example
 * const data = await followCardData(card.config, site, { portal });
 */
export async function followCardData(
  config: Readonly<Record<string, string | number>>,
  site: FollowTargetView,
  options: { readonly portal: string; readonly signal?: AbortSignal; readonly authentication?: SessionHandle },
): Promise<FollowCardData> {
  const settings = migrateFollowCard(config, { id: site.id });
  if (settings.entityType === 'site' && settings.entityId === site.id) return { settings, target: site };
  if (settings.entityType === 'site') return { settings };
  try {
    const initiative = await fetchEntity('initiative', settings.entityId, options);
    return {
      settings,
      target: {
        kind: 'initiative',
        id: initiative.id,
        name: initiative.name,
        ...(initiative.followersGroupId ? { followersGroupId: initiative.followersGroupId } : {}),
      },
    };
  } catch {
    return { settings };
  }
}
