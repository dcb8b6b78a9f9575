import { describe, expect, it } from 'vitest';
import { contentAudienceOf } from './contentAudience.ts';

const context = { reader: 'ana', orgName: 'Riverside', groups: [] as string[] };

describe('contentAudienceOf', () => {
  it('says nothing of a public item', () => {
    expect(contentAudienceOf({ access: 'public', owner: 'ana' }, context)).toBeUndefined();
  });

  it('says "only you" to the owner of a private item and "only the owner" to an admin reading it', () => {
    expect(contentAudienceOf({ access: 'private', owner: 'ana' }, context)).toEqual({ kind: 'onlyYou' });
    expect(contentAudienceOf({ access: 'private', owner: 'bo' }, context)).toEqual({ kind: 'onlyOwner' });
  });

  it('names the organisation of an org item and the groups of a shared one', () => {
    expect(contentAudienceOf({ access: 'org', owner: 'bo' }, context)).toEqual({ kind: 'org', orgName: 'Riverside' });
    expect(
      contentAudienceOf({ access: 'shared', owner: 'bo' }, { ...context, groups: ['Parks Project Team'] }),
    ).toEqual({ kind: 'groups', groups: ['Parks Project Team'] });
  });

  it('falls back to the owner when the reader can see none of the groups', () => {
    expect(contentAudienceOf({ access: 'shared', owner: 'ana' }, context)).toEqual({ kind: 'onlyYou' });
  });
});
