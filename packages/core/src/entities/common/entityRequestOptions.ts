import type { IAuthenticationManager } from '@esri/arcgis-rest-request';
import type { PortalSelf } from '../../portal/getPortalSelf.ts';
import type { PortalCallOptions } from '../../portal/portalRequest.ts';
import type { EntityMapperContext } from './entityMapperContext.ts';

/**
 * Options of every entity call: where the portal is, who calls, and what the context knows about the
 * organisation and the hub services. Structurally a subset of the context's request options.
 */
export interface EntityRequestOptions extends PortalCallOptions {
  /** The caller's organisation: its url key qualifies bare slugs and names hostnames. */
  readonly portalSelf?: Pick<PortalSelf, 'id' | 'name' | 'urlKey' | 'isPortal'>;
  /** Enterprise edition; defaults to `portalSelf.isPortal`. */
  readonly isPortal?: boolean;
  /** Origin of the hub services (`/api/v3/domains`); absent on the enterprise edition. */
  readonly hubUrl?: string;
  /** Base domain of hosted sites (`{sub}-{org}.{baseDomain}`); defaults to the host of `hubUrl`. */
  readonly baseDomain?: string;
  /** The caller's token, appended to thumbnail urls of non-public items. */
  readonly token?: string;
  readonly recycleBinEnabled?: boolean;
  readonly buildLinks?: EntityMapperContext['buildLinks'];
  /** Random source for subdomain suffixes (tests inject it); defaults to `Math.random`. */
  readonly random?: () => number;
}

/** Options of a create, update or delete: a credential is required; `owner` when it is not the signed-in user. */
export interface EntityWriteOptions extends EntityRequestOptions {
  readonly authentication: IAuthenticationManager | string;
  readonly owner?: string;
  readonly folderId?: string;
}

/** True on the enterprise edition. */
export function isEnterprise(options: EntityRequestOptions): boolean {
  return options.isPortal ?? options.portalSelf?.isPortal ?? false;
}

/** The mapper context of a call. */
export function mapperContextOf(options: EntityRequestOptions): EntityMapperContext {
  const token = options.token ?? currentToken(options.authentication);
  return {
    portal: options.portal,
    ...(token ? { token } : {}),
    ...(options.recycleBinEnabled !== undefined ? { recycleBinEnabled: options.recycleBinEnabled } : {}),
    ...(options.buildLinks ? { buildLinks: options.buildLinks } : {}),
  };
}

/**
 * The token of an authentication, when it can be read at once: a token string, or a session handle's current
 * token (so a member's own non-public thumbnails load in their browser, issue 13). Undefined for managers
 * whose token is only had by asking (`getToken`), and for anonymous calls.
 */
function currentToken(authentication: EntityRequestOptions['authentication']): string | undefined {
  if (typeof authentication === 'string') return authentication;
  const handle = authentication as { current?: () => { token?: unknown } } | undefined;
  if (typeof handle?.current !== 'function') return undefined;
  const token = handle.current().token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}
