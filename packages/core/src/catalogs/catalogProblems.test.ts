import { describe, expect, it } from 'vitest';
import { catalogProblems, COLLECTION_LABEL_MAX } from './catalogProblems.ts';
import { getDefaultItemCollections } from './getDefaultItemCollections.ts';
import type { HubCatalog } from './HubCatalog.ts';

const G1 = '3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c';
const catalog = (patch: Partial<HubCatalog> = {}): HubCatalog => ({
  schemaVersion: 1,
  title: 'Parks',
  scopes: { item: { targetEntity: 'item', filters: [{ predicates: [{ group: [G1] }] }] } },
  collections: getDefaultItemCollections(),
  ...patch,
});

describe('catalogProblems (issue 44, ADR 0226)', () => {
  it('finds nothing wrong in a default catalog over a group', () => {
    expect(catalogProblems(catalog())).toEqual([]);
  });

  it('refuses group ids that are not 32 hex digits and organisation ids that are not one word', () => {
    const problems = catalogProblems(
      catalog({
        scopes: {
          item: { targetEntity: 'item', filters: [{ predicates: [{ group: [G1, 'parks'] }, { orgid: ['a b'] }] }] },
        },
      }),
    );
    expect(problems).toEqual([
      { code: 'GROUP_NOT_GUID', where: 'scope', value: 'parks' },
      { code: 'ORG_INVALID', where: 'scope', value: 'a b' },
    ]);
  });

  it('refuses a key used twice or empty, a custom collection without a label and a label too long', () => {
    const [a, b] = getDefaultItemCollections(['dataset', 'site']);
    const scope = { targetEntity: 'item' as const, filters: [{ predicates: [{ group: ['nope'] }] }] };
    const problems = catalogProblems(
      catalog({
        collections: [
          a!,
          { ...b!, key: 'dataset' },
          { key: '', label: 'x', targetEntity: 'item', scope: { targetEntity: 'item', filters: [] } },
          { key: 'mine', label: ' ', targetEntity: 'item', scope },
          { key: 'long', label: 'x'.repeat(COLLECTION_LABEL_MAX + 1), targetEntity: 'item', scope: a!.scope },
        ],
      }),
    );
    expect(problems).toEqual([
      { code: 'COLLECTION_KEY_DUPLICATE', where: 1, value: 'dataset' },
      { code: 'COLLECTION_KEY_EMPTY', where: 2 },
      { code: 'COLLECTION_LABEL_REQUIRED', where: 3 },
      { code: 'GROUP_NOT_GUID', where: 3, value: 'nope' },
      { code: 'COLLECTION_LABEL_TOO_LONG', where: 4 },
    ]);
  });

  it('lets a family collection keep an empty label (its default shows)', () => {
    const collections = getDefaultItemCollections(['dataset']).map((c) => ({ ...c, label: '' }));
    expect(catalogProblems(catalog({ collections }))).toEqual([]);
  });
});
