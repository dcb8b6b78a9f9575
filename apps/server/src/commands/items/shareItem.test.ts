import { describe, expect, it } from 'vitest';
import { nextAccess } from './shareItem.ts';

describe('nextAccess', () => {
  it.each([
    ['private', { everyone: true, org: undefined }, false, 'public'],
    ['private', { everyone: undefined, org: true }, false, 'org'],
    ['private', { everyone: undefined, org: undefined }, true, 'shared'],
    ['public', { everyone: false, org: undefined }, false, 'org'],
    ['public', { everyone: false, org: false }, true, 'shared'],
    ['public', { everyone: false, org: false }, false, 'private'],
    ['org', { everyone: undefined, org: false }, false, 'private'],
    ['org', { everyone: undefined, org: undefined }, true, 'org'],
    ['shared', { everyone: undefined, org: undefined }, false, 'private'],
  ] as const)('%s with %o (in a group: %s) becomes %s', (current, request, hasGroups, expected) => {
    expect(nextAccess(current, request, hasGroups)).toBe(expected);
  });
});
