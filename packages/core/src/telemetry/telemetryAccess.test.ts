import { describe, expect, it } from 'vitest';
import { grantedTelemetryGroups, readTelemetryAccess, withTelemetryGrant } from './telemetryAccess.ts';

describe('telemetry access permissions (spec 3 §3)', () => {
  const grant = { updatedAt: 5, updatedBy: 'casey' };

  it('reads only well-formed grants of known target properties', () => {
    expect(readTelemetryAccess(undefined)).toEqual({});
    expect(readTelemetryAccess({ telemetry: { arcgis: { access: 'all' } } })).toEqual({});
    expect(
      readTelemetryAccess({
        telemetry: {
          arcgis: {
            access: {
              contentGroupId: grant,
              followersGroupId: { updatedAt: 'yesterday', updatedBy: 'x' },
              everyoneGroupId: grant,
            },
          },
        },
      }),
    ).toEqual({ contentGroupId: grant });
  });

  it('maps granted types to the entity group ids it has', () => {
    const access = { collaborationGroupId: grant, followersGroupId: grant };
    expect(grantedTelemetryGroups(access, { collaborationGroupId: 'core1', contentGroupId: 'c1' })).toEqual(['core1']);
    expect(grantedTelemetryGroups(access, { collaborationGroupId: 'core1', followersGroupId: 'f1' })).toEqual([
      'core1',
      'f1',
    ]);
    expect(grantedTelemetryGroups({}, { collaborationGroupId: 'core1' })).toEqual([]);
  });

  it('grants and withdraws a type, stamped, keeping the other properties', () => {
    const granted = withTelemetryGrant({ other: 1 }, 'followers', true, 'casey', 9);
    expect(granted).toEqual({
      other: 1,
      telemetry: { arcgis: { access: { followersGroupId: { updatedAt: 9, updatedBy: 'casey' } } } },
    });
    const withdrawn = withTelemetryGrant(granted, 'followers', false, 'casey', 10);
    expect(readTelemetryAccess(withdrawn)).toEqual({});
    expect(withdrawn.other).toBe(1);
  });
});
