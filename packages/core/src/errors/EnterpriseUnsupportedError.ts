import { HubError } from './HubError.ts';

/**
 * A domain-service call attempted on the enterprise edition, where there is no domain service: sites are found
 * through their `hubsubdomain|` type keyword instead (spec 1 §7, §8).
 *
 * @example
 * new EnterpriseUnsupportedError('addDomain').message;
 * // "addDomain is not available in the enterprise edition. Instead, edit the hubdomain typekeyword on the item"
 */
export class EnterpriseUnsupportedError extends HubError {
  declare readonly code: 'NOT_AVAILABLE_IN_ENTERPRISE';

  constructor(readonly operation: string) {
    super(
      'NOT_AVAILABLE_IN_ENTERPRISE',
      `${operation} is not available in the enterprise edition. Instead, edit the hubdomain typekeyword on the item`,
    );
    this.name = 'EnterpriseUnsupportedError';
  }
}
