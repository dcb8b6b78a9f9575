import { HubError } from './HubError.ts';

/** Why user hub settings could not be stored. */
export type UserSettingsErrorCode = 'SETTINGS_NOT_AUTHENTICATED' | 'SETTINGS_NO_TOKEN';

const MESSAGES: Readonly<Record<UserSettingsErrorCode, string>> = {
  SETTINGS_NOT_AUTHENTICATED: 'Cannot update user hub settings without an authenticated user',
  SETTINGS_NO_TOKEN: 'No user-app-resource token available to store Site Settings',
};

/**
 * Saving user hub settings without a signed-in user or without a user-app-resource token (spec 1 §8).
 *
 * @example
 * new UserSettingsError('SETTINGS_NO_TOKEN').message;
 * // "No user-app-resource token available to store Site Settings"
 */
export class UserSettingsError extends HubError {
  declare readonly code: UserSettingsErrorCode;

  constructor(code: UserSettingsErrorCode) {
    super(code, MESSAGES[code]);
    this.name = 'UserSettingsError';
  }
}
