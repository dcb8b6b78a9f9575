import { HubError } from './HubError.ts';

/**
 * No site holds the subdomain (enterprise lookup by `hubsubdomain|` keyword) or the hostname (domain service).
 *
 * @example
 * try { await findSiteBySubdomain('parks', options); }
 * catch (e) { if (e instanceof HubError && e.code === 'SITE_NOT_FOUND') showNotFound(); }
 */
export class SiteNotFoundError extends HubError {
  declare readonly code: 'SITE_NOT_FOUND';

  constructor(options: { cause?: unknown } = {}) {
    super('SITE_NOT_FOUND', 'site not found', { ...options, status: 404 });
    this.name = 'SiteNotFoundError';
  }
}
