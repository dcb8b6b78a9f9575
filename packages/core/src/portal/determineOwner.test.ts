import { describe, expect, it } from 'vitest';
import { HubError } from '../errors/HubError.ts';
import { determineOwner, OWNER_UNKNOWN_MESSAGE } from './determineOwner.ts';

const session = (username: string) => ({ getUsername: () => Promise.resolve(username) }) as never;

describe('determineOwner (issue 44 item 9)', () => {
  it('takes the owner given, then the item owner, then the signed-in user', async () => {
    expect(await determineOwner({ owner: 'item-owner' }, { owner: 'given', authentication: session('me') })).toBe(
      'given',
    );
    expect(await determineOwner({ owner: 'item-owner' }, { authentication: session('me') })).toBe('item-owner');
    expect(await determineOwner({}, { authentication: session('me') })).toBe('me');
  });

  it("refuses with the spec's message when none says who owns the item", async () => {
    const refused = determineOwner({}, {});
    await expect(refused).rejects.toBeInstanceOf(HubError);
    await expect(determineOwner({}, { authentication: 'a-bare-token' })).rejects.toMatchObject({
      code: 'OWNER_UNKNOWN',
      message: 'Could not determine the owner of this item. Pass the owner, item.owner, or authentication option.',
    });
    expect(OWNER_UNKNOWN_MESSAGE).toBe(
      'Could not determine the owner of this item. Pass the owner, item.owner, or authentication option.',
    );
  });
});
