import { baseDomainOf } from '../../domains/getDefaultHostname.ts';
import { HubError } from '../../errors/HubError.ts';
import type { DomainServiceOptions } from '../../hub-api/domainRecord.ts';
import { isEnterprise, type EntityWriteOptions } from '../common/entityRequestOptions.ts';

/** What the site lifecycle needs from the call options, resolved once. */
export interface SiteDomainContext {
  readonly isPortal: boolean;
  readonly orgKey: string;
  readonly orgId: string;
  readonly orgTitle: string;
  readonly baseDomain: string | undefined;
  /** `{portal}` of enterprise site urls: the REST root without `/sharing/rest`. */
  readonly portalUrl: string;
  readonly random: () => number;
  readonly domainService: DomainServiceOptions;
}

/** Resolves the organisation, edition, base domain and domain-service options of a site write. */
export function siteDomainContext(options: EntityWriteOptions): SiteDomainContext {
  const self = options.portalSelf;
  if (!self?.urlKey) {
    throw new HubError('ORG_REQUIRED', 'Writing a site needs the organisation (portalSelf with its urlKey).');
  }
  const isPortal = isEnterprise(options);
  return {
    isPortal,
    orgKey: self.urlKey.toLowerCase(),
    orgId: self.id,
    orgTitle: self.name,
    baseDomain: options.baseDomain ?? (options.hubUrl ? baseDomainOf(options.hubUrl) : undefined),
    portalUrl: options.portal.replace(/\/+$/, '').replace(/\/sharing\/rest$/, ''),
    random: options.random ?? Math.random,
    domainService: {
      isPortal,
      ...(options.hubUrl ? { hubUrl: options.hubUrl } : {}),
      authentication: options.authentication,
      ...(options.signal ? { signal: options.signal } : {}),
    },
  };
}
