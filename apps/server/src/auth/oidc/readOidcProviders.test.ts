import { describe, expect, it } from 'vitest';
import { OidcConfigError, readOidcProviders } from '../../config/readOidcProviders.ts';

const city = {
  id: 'city',
  name: 'City ID',
  issuer: 'https://id.city.example',
  clientId: 'plaza',
  clientSecret: 's3cret',
};

describe('readOidcProviders', () => {
  it('reads none when unset or empty, and the providers of a JSON array', () => {
    expect(readOidcProviders(undefined)).toEqual([]);
    expect(readOidcProviders('  ')).toEqual([]);
    expect(readOidcProviders(JSON.stringify([city]))).toEqual([city]);
  });

  it('takes plain http only for a provider on the loopback address', () => {
    const local = { ...city, issuer: 'http://127.0.0.1:9000' };
    expect(readOidcProviders(JSON.stringify([local]))).toEqual([local]);
    expect(() => readOidcProviders(JSON.stringify([{ ...city, issuer: 'http://id.city.example' }]))).toThrow(
      'the issuer of "city" must be an https address',
    );
  });

  it('refuses what it cannot use: not JSON, a missing secret, an unknown field, an id named twice', () => {
    expect(() => readOidcProviders('{')).toThrow(OidcConfigError);
    expect(() => readOidcProviders(JSON.stringify([{ ...city, clientSecret: undefined }]))).toThrow(/clientSecret/);
    expect(() => readOidcProviders(JSON.stringify([{ ...city, scope: 'x' }]))).toThrow(OidcConfigError);
    expect(() => readOidcProviders(JSON.stringify([city, city]))).toThrow('names "city" twice');
  });
});
