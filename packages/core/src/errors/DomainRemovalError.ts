import { HubError } from './HubError.ts';

/**
 * Removing a hostname's domain entry failed (spec 1 §8). The cause is the underlying error.
 *
 * @example
 * new DomainRemovalError('parks-riverside.example.org', new Error('Got 500 Internal Server Error')).message;
 * // "Error removing domain entry for parks-riverside.example.org: Error: Got 500 Internal Server Error"
 */
export class DomainRemovalError extends HubError {
  declare readonly code: 'DOMAIN_REMOVAL_FAILED';

  constructor(
    readonly hostname: string,
    cause: unknown,
  ) {
    super('DOMAIN_REMOVAL_FAILED', `Error removing domain entry for ${hostname}: ${String(cause)}`, { cause });
    this.name = 'DomainRemovalError';
  }
}
