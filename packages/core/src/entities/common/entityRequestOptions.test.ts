import type { IAuthenticationManager } from '@esri/arcgis-rest-request';
import { describe, expect, it } from 'vitest';
import { mapperContextOf } from './entityRequestOptions.ts';

const portal = 'https://plaza.example/sharing/rest';

describe('mapperContextOf', () => {
  it("takes a session handle's current token, so a member's non-public thumbnails load for them", () => {
    const handle = { portal, current: () => ({ token: 'tk-now' }), getToken: () => Promise.resolve('tk-now') };
    expect(mapperContextOf({ portal, authentication: handle as unknown as IAuthenticationManager }).token).toBe(
      'tk-now',
    );
  });

  it('takes a token string, prefers an explicit token, and has none for other managers', () => {
    expect(mapperContextOf({ portal, authentication: 'tk' }).token).toBe('tk');
    expect(mapperContextOf({ portal, authentication: 'tk', token: 'explicit' }).token).toBe('explicit');
    const manager = { portal, getToken: () => Promise.resolve('x') } as unknown as IAuthenticationManager;
    expect(mapperContextOf({ portal, authentication: manager }).token).toBeUndefined();
  });
});
