import type { Context } from '../../context/Context.ts';
import type { EntityRequestOptions } from './entityRequestOptions.ts';

/**
 * The entity call options of a context: its portal, credential, organisation, edition and hub services url.
 * Writes also need the credential to be present (`EntityWriteOptions`).
 *
 * @example
 * const site = await fetchEntity('site', 'riverside::parks', entityOptionsFromContext(context));
 */
export function entityOptionsFromContext(
  context: Pick<Context, 'sharingApiUrl' | 'portal' | 'isPortal' | 'hubUrl' | 'requestOptions'>,
  extra: Partial<EntityRequestOptions> = {},
): EntityRequestOptions {
  const { authentication, signal } = context.requestOptions;
  return {
    portal: context.sharingApiUrl,
    portalSelf: context.portal,
    isPortal: context.isPortal,
    ...(context.hubUrl ? { hubUrl: context.hubUrl } : {}),
    ...(authentication ? { authentication } : {}),
    ...(signal ? { signal } : {}),
    ...extra,
  };
}
