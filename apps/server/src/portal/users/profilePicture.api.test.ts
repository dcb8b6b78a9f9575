import { getUser, PortalRequestError, updateUser } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 19 (ADR 0156): a profile picture comes with the profile update, is checked by its bytes, and is served to
// whoever may see the profile.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let t: TestApp;
let portal: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  portal = `${await t.listen()}/sharing/rest`;
  user = await signIn(t, 'user_riverside');
});
afterAll(() => t.close());

const as = (token: string) => ({ portal, authentication: token });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof PortalRequestError ? error.message : String(error)),
  );

describe('profile pictures', () => {
  it('stores a picture with the profile and serves it to those who may see the profile', async () => {
    await updateUser(
      'user_riverside',
      {
        fullName: 'Robin Rivers',
        access: 'public',
        thumbnail: new Blob([PNG], { type: 'image/png' }),
        thumbnailName: 'me.png',
      },
      as(user),
    );
    const me = await getUser('user_riverside', as(user));
    expect(me).toMatchObject({ fullName: 'Robin Rivers', thumbnail: 'thumbnail/me.png' });
    const served = await fetch(`${portal}/community/users/user_riverside/info/thumbnail/me.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const other = await fetch(`${portal}/community/users/user_riverside/info/thumbnail/other.png?f=json`);
    expect(((await other.json()) as { error?: { code: number } }).error?.code).toBe(404);

    // A private profile's picture is not served to anyone else.
    await updateUser('user_riverside', { access: 'private' }, as(user));
    const hidden = await fetch(`${portal}/community/users/user_riverside/info/thumbnail/me.png?f=json`);
    expect(((await hidden.json()) as { error?: { code: number } }).error?.code).toBe(400);
  });

  it('refuses a picture that is not an image, however it is named, and changes nothing', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
      type: 'image/png',
    });
    expect(
      await failure(
        updateUser('user_riverside', { fullName: 'Changed', thumbnail: svg, thumbnailName: 'x.png' }, as(user)),
      ),
    ).toContain('The profile picture must be a PNG, JPEG, GIF or WebP image.');
    const me = await getUser('user_riverside', as(user));
    expect(me.fullName).toBe('Robin Rivers');
    expect(me.thumbnail).toBe('thumbnail/me.png');
  });

  it('refuses a picture over 1 MB', async () => {
    const big = new Blob([PNG, new Uint8Array(1024 * 1024)], { type: 'image/png' });
    expect(await failure(updateUser('user_riverside', { thumbnail: big }, as(user)))).toContain('larger than 1 MB');
  });
});
