import { toPermissionEntity } from '@plaza/core';
import { useCallback, useMemo } from 'react';
import { decide, type Decision } from '../permissions/decide.ts';
import type { EntityWorkspaceData } from './entityWorkspaceLoader.ts';

/**
 * Decides permissions about the workspace's entity: the server's answer and core's engine on the same context and
 * entity (`decide`). `hub:{kind}:…` names may be given as the operation alone (`edit`, `canChangeAccess`).
 *
 * @example
 * const can = useEntityDecision(data);
 * can('canChangeAccess').allowed;
 */
export function useEntityDecision(data: EntityWorkspaceData): (permission: string) => Decision {
  const { target, answer, session } = data;
  const entity = useMemo(() => toPermissionEntity(target.entity), [target.entity]);
  return useCallback(
    (permission: string) =>
      decide(
        permission.startsWith('hub:') ? permission : `hub:${target.kind}:${permission}`,
        answer,
        session.context,
        entity,
      ),
    [target.kind, answer, session.context, entity],
  );
}
