import { describe, expect, it } from 'vitest';
import { buildPersonas, PERMISSION_TEST_ENTITIES as E } from '../testing/permissionPersonas.ts';
import { checkPermission } from './checkPermission.ts';
import { getAbilities, getFamilyPermissions } from './getAbilities.ts';

describe('getAbilities', () => {
  const p = buildPersonas();

  it('answers every permission of the family, and only those', () => {
    const abilities = getAbilities('page', p.alpha, E.ownItem);
    const keys = Object.keys(abilities);
    expect(keys).toEqual([...getFamilyPermissions('page')]);
    expect(keys.every((key) => key === 'hub:page' || key.startsWith('hub:page:'))).toBe(true);
  });

  it('matches checkPermission for each permission', () => {
    const abilities = getAbilities('site', p.alpha, E.sharedItem);
    for (const [permission, granted] of Object.entries(abilities)) {
      expect(granted).toBe(checkPermission(permission, p.alpha, E.sharedItem).access);
    }
    expect(abilities).toMatchObject({
      'hub:site:edit': true,
      'hub:site:delete': false,
      'hub:site:workspace:details': true,
      'hub:site:workspace:events': false,
    });
  });

  it('keeps families apart (initiative is not initiativeTemplate) and adds content collaborators', () => {
    expect(getFamilyPermissions('initiative').some((key) => key.startsWith('hub:initiativeTemplate'))).toBe(false);
    expect(getFamilyPermissions('content')).toContain('hub:site:workspace:collaborators');
    expect(getAbilities('user', p.anonymous, E.otherUser)).toMatchObject({
      'hub:user:view': true,
      'hub:user:edit': false,
    });
  });

  it('returns a frozen map', () => {
    expect(Object.isFrozen(getAbilities('group', p.member, E.group))).toBe(true);
  });
});
