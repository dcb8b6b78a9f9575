import { describe, expect, it } from 'vitest';
import { associationGroupId, initiativeReference, referencedInitiativeIds } from './associationKeyword.ts';
import { AssociationRefusal, associationRefusal } from './associationRefusal.ts';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

describe('association keywords', () => {
  it('reads the initiatives a project references, once each, ignoring malformed ids', () => {
    expect(initiativeReference(A)).toBe(`ref|initiative|${A}`);
    expect(
      referencedInitiativeIds(['Hub Project', initiativeReference(A), initiativeReference(B), initiativeReference(A)]),
    ).toEqual([A, B]);
    expect(referencedInitiativeIds(['ref|initiative|x) OR id:(1', 'ref|site|' + A])).toEqual([]);
  });

  it('reads the association group id only when it is an id', () => {
    expect(associationGroupId({ groupId: A, rules: {} })).toBe(A);
    expect(associationGroupId({ groupId: 'x' })).toBeUndefined();
    expect(associationGroupId(undefined)).toBeUndefined();
  });
});

describe('association refusals', () => {
  const editable = { orgId: 'org1', canEdit: true };
  it('refuses across orgs first, then an initiative or a project the caller cannot edit', () => {
    expect(associationRefusal(editable, { orgId: 'org2', canEdit: true })).toBe('otherOrg');
    expect(associationRefusal(editable, { orgId: 'org1', canEdit: false })).toBe('cannotEditInitiative');
    expect(associationRefusal({ orgId: 'org1', canEdit: false }, editable)).toBe('cannotEditProject');
    expect(associationRefusal(editable, editable)).toBeUndefined();
  });

  it('says why in words naming both', () => {
    const error = new AssociationRefusal('otherOrg', { project: 'Elm Avenue', initiative: 'Shade' });
    expect(error.code).toBe('ASSOCIATION_REFUSED');
    expect(error.message).toBe(
      'Elm Avenue and Shade belong to different organizations; a project joins initiatives of its own organization only.',
    );
  });
});
