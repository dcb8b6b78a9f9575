import { describe, expect, it } from 'vitest';
import { unreadCount, type FollowActivity } from './followActivity.ts';
import { migrateFollowCard } from './followCard.ts';
import { FOLLOWERS_GROUP_KEYWORD, followedEntityOf, followsKeyword } from './followersGroup.ts';

describe('followers groups', () => {
  it('name what they follow in their keywords, and nothing else is a followers group', () => {
    const typeKeywords = [FOLLOWERS_GROUP_KEYWORD, followsKeyword('initiative', 'abc')];
    expect(followedEntityOf({ typeKeywords })).toEqual({ kind: 'initiative', id: 'abc' });
    expect(followedEntityOf({ typeKeywords: [followsKeyword('site', 'abc')] })).toBeUndefined();
    expect(followedEntityOf({ typeKeywords: [FOLLOWERS_GROUP_KEYWORD, 'hubFollowersOf|project|x'] })).toBeUndefined();
    expect(followedEntityOf({})).toBeUndefined();
  });
});

describe('migrateFollowCard (spec 3 §4)', () => {
  const site = { id: 's1', parentInitiativeId: 'i-parent' };

  it('targets the site when a versionless config names the site’s parent initiative, else that initiative', () => {
    expect(migrateFollowCard({ initiativeId: 'i-parent' }, site)).toMatchObject({
      entityType: 'site',
      entityId: 's1',
      schemaVersion: 1,
    });
    expect(migrateFollowCard({ initiativeId: 'i-other' }, site)).toMatchObject({
      entityType: 'initiative',
      entityId: 'i-other',
    });
  });

  it('makes version 0 target the site and drops the initiative id', () => {
    const card = migrateFollowCard({ schemaVersion: 0, initiativeId: 'i-other', buttonText: 'Follow' }, site);
    expect(card).toMatchObject({ entityType: 'site', entityId: 's1', buttonText: 'Follow' });
    expect(card).not.toHaveProperty('initiativeId');
  });

  it('maps alignments and the outline style', () => {
    expect(
      migrateFollowCard({ callToActionAlign: 'left', buttonAlign: 'right', buttonStyle: 'outline' }, site),
    ).toMatchObject({ callToActionAlign: 'start', buttonAlign: 'end', buttonStyle: 'outline-fill' });
    expect(migrateFollowCard({ buttonAlign: 'middle', buttonStyle: 'solid' }, site)).toMatchObject({
      buttonAlign: 'center',
      buttonStyle: 'solid',
    });
  });

  it('keeps a version 1 card as it is', () => {
    const card = { schemaVersion: 1, entityType: 'initiative', entityId: 'i9', buttonAlign: 'end', cardId: 'c1' };
    expect(migrateFollowCard(card, site)).toMatchObject({ entityType: 'initiative', entityId: 'i9', cardId: 'c1' });
  });
});

describe('unreadCount', () => {
  it('counts what arrived after the list was last read', () => {
    const at = (when: number) => ({ when }) as FollowActivity;
    expect(unreadCount([at(5), at(10), at(20)], 10)).toBe(1);
    expect(unreadCount([at(5)], undefined)).toBe(1);
  });
});
