import { describe, expect, it } from 'vitest';
import { DomainRemovalError } from './DomainRemovalError.ts';
import { EnterpriseUnsupportedError } from './EnterpriseUnsupportedError.ts';
import { EntityNotFoundError } from './EntityNotFoundError.ts';
import { HubApiRequestError } from './HubApiRequestError.ts';
import { HubError } from './HubError.ts';
import { ModuleNotFoundError } from './ModuleNotFoundError.ts';
import { SiteNotFoundError } from './SiteNotFoundError.ts';
import { toHubError } from './toHubError.ts';
import { UniqueSlugError } from './UniqueSlugError.ts';
import { UserResourceTooLargeError } from './UserResourceTooLargeError.ts';
import { UserSettingsError } from './UserSettingsError.ts';

describe('spec 1 §8 errors', () => {
  it('formats hub API failures with a body as "{title} :: {detail} :: {status}"', () => {
    const error = new HubApiRequestError({
      status: 409,
      statusText: 'Conflict',
      url: 'https://hub/api/v3/domains',
      title: 'Conflict',
      detail: 'Hostname taken',
    });
    expect(error.message).toBe('Conflict :: Hostname taken :: 409');
    expect(error.code).toBe('HUB_API_CONFLICT');
    expect(error).toMatchObject({ status: 409, statusText: 'Conflict', url: 'https://hub/api/v3/domains' });
    expect(error).toBeInstanceOf(HubError);
  });

  it('formats hub API failures without a body as "Got {status} {statusText}"', () => {
    const error = new HubApiRequestError({ status: 502, statusText: 'Bad Gateway', url: 'u' });
    expect(error.message).toBe('Got 502 Bad Gateway');
    expect(error.code).toBe('HUB_API_ERROR');
    expect(new HubApiRequestError({ status: 404, statusText: 'Not Found', url: 'u' }).code).toBe('HUB_API_NOT_FOUND');
  });

  it.each(['addDomain', 'removeDomainByHostname', 'removeDomain', 'removeDomainsBySiteId'])(
    'guards %s on the enterprise edition',
    (operation) => {
      const error = new EnterpriseUnsupportedError(operation);
      expect(error.message).toBe(
        `${operation} is not available in the enterprise edition. Instead, edit the hubdomain typekeyword on the item`,
      );
      expect(error.code).toBe('NOT_AVAILABLE_IN_ENTERPRISE');
    },
  );

  it('has the exact messages of the catalogue', () => {
    expect(new SiteNotFoundError().message).toBe('site not found');
    expect(new UniqueSlugError(new Error('boom')).message).toBe('Error in getUniqueSlug Error: boom');
    expect(new DomainRemovalError('a.example.org', new Error('x')).message).toBe(
      'Error removing domain entry for a.example.org: Error: x',
    );
    expect(new UserSettingsError('SETTINGS_NOT_AUTHENTICATED').message).toBe(
      'Cannot update user hub settings without an authenticated user',
    );
    expect(new UserSettingsError('SETTINGS_NO_TOKEN').message).toBe(
      'No user-app-resource token available to store Site Settings',
    );
    expect(new UserResourceTooLargeError(6e6).message).toBe(
      'User Resource is too large to store. Please ensure it is less than 5MB in size',
    );
    expect(new ModuleNotFoundError('charts/pie').code).toBe('MODULE_NOT_FOUND');
    expect(new EntityNotFoundError('site', 'x').code).toBe('ENTITY_NOT_FOUND');
  });

  it('keeps the cause', () => {
    const cause = new Error('inner');
    expect(new UniqueSlugError(cause).cause).toBe(cause);
    expect(new DomainRemovalError('h', cause).cause).toBe(cause);
  });

  it('normalises anything thrown to a HubError with UNKNOWN_ERROR by default', () => {
    const hub = new SiteNotFoundError();
    expect(toHubError(hub)).toBe(hub);
    expect(toHubError(new Error('boom'))).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'boom' });
    expect(toHubError(undefined)).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'Unknown error' });
    expect(toHubError('text')).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'text' });
  });
});
