import { describe, expect, it } from 'vitest';
import { toPermissionEntity } from './toPermissionEntity.ts';

const base = { id: 'i1', owner: 'ann', canEdit: true, canDelete: false, itemControl: 'update' };

describe('toPermissionEntity', () => {
  it('keeps the rights the engine reads', () => {
    expect(toPermissionEntity(base)).toEqual(base);
  });

  it('keeps grants of known collaboration types and drops the others', () => {
    const entity = toPermissionEntity({
      ...base,
      features: { events: false },
      permissions: [
        { permission: 'hub:project:edit', collaborationType: 'group', collaborationId: 'g1' },
        { permission: 'hub:project:edit', collaborationType: 'everyone-ever' },
        { permission: 'hub:project:view', collaborationType: 'anonymous' },
      ],
    });
    expect(entity.features).toEqual({ events: false });
    expect(entity.permissions).toEqual([
      { permission: 'hub:project:edit', collaborationType: 'group', collaborationId: 'g1' },
      { permission: 'hub:project:view', collaborationType: 'anonymous' },
    ]);
  });

  it('leaves out an empty grant list, so the entity does not restrict anything', () => {
    const entity = toPermissionEntity({ ...base, permissions: [{ permission: 'x', collaborationType: 'nobody' }] });
    expect(entity).not.toHaveProperty('permissions');
  });
});
