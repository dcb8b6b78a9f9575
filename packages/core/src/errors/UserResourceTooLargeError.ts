import { HubError } from './HubError.ts';

/**
 * A user resource larger than 4.95 MB was refused before it was sent (spec 1 §5).
 *
 * @example
 * new UserResourceTooLargeError(6_000_000).message;
 * // "User Resource is too large to store. Please ensure it is less than 5MB in size"
 */
export class UserResourceTooLargeError extends HubError {
  declare readonly code: 'USER_RESOURCE_TOO_LARGE';

  constructor(readonly bytes: number) {
    super('USER_RESOURCE_TOO_LARGE', 'User Resource is too large to store. Please ensure it is less than 5MB in size', {
      status: 413,
    });
    this.name = 'UserResourceTooLargeError';
  }
}
