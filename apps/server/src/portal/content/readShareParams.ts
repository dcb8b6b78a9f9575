import { boolParam, listParam } from '../pageParams.ts';
import type { PortalParams } from '../../http/portalParams.ts';
import type { ShareRequest } from '../../commands/items/shareItem.ts';

/** `everyone`, `org` and `groups` (comma-separated ids) of a share or unshare call. */
export function readShareParams(params: PortalParams): ShareRequest {
  return {
    everyone: boolParam(params, 'everyone'),
    org: boolParam(params, 'org'),
    groups: (listParam(params, 'groups') ?? []).map((g) => g.toLowerCase()).filter((g) => /^[0-9a-f]{32}$/.test(g)),
  };
}
