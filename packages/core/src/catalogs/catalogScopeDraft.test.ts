import { describe, expect, it } from 'vitest';
import type { HubQuery } from '../search/HubQuery.ts';
import { readScopeDraft, writeScopeDraft } from './catalogScopeDraft.ts';

const G1 = '3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c';
const G2 = '0a1b2c3d4e5f40718293a4b5c6d7e8f9';

describe('catalog scope draft (issue 44, ADR 0226)', () => {
  it('reads the groups of a scope as the reference writes it, and nothing else', () => {
    const scope: HubQuery = { targetEntity: 'item', filters: [{ predicates: [{ group: [G1, G2] }] }] };
    expect(readScopeDraft(scope)).toEqual({ groups: [G1, G2], orgs: [], types: [], tags: [], kept: 0 });
  });

  it('never reads search words (a top-level predicate); reads groups and organisations ORed, types and tags; counts what it does not understand as kept', () => {
    const scope: HubQuery = {
      targetEntity: 'item',
      filters: [
        { operation: 'AND', predicates: [{ orgid: ['abc'] }, { type: { not: ['Code Attachment'] } }] },
        { predicates: [{ group: G1 }, { orgid: ['org1'] }] },
        { predicates: [{ type: ['CSV', 'Feature Service'] }] },
        { predicates: [{ tags: ['parks'] }] },
        { predicates: [{ modified: { type: 'range', from: 0, to: 1 } }] },
        { predicates: [{ term: 'rivers' }] },
      ],
    };
    expect(readScopeDraft(scope)).toEqual({
      groups: [G1],
      orgs: ['org1'],
      types: ['CSV', 'Feature Service'],
      tags: ['parks'],
      kept: 3,
    });
  });

  it('does not read a predicate that ANDs a group with an organisation as "either"', () => {
    const scope: HubQuery = { targetEntity: 'item', filters: [{ predicates: [{ group: [G1], orgid: ['org1'] }] }] };
    expect(readScopeDraft(scope)).toMatchObject({ groups: [], orgs: [], kept: 1 });
  });

  it('writes an unchanged draft back as the same scope, field for field', () => {
    const scope: HubQuery = {
      targetEntity: 'item',
      sortField: 'modified',
      filters: [
        { operation: 'AND', predicates: [{ orgid: ['abc'] }, { type: { not: ['Code Attachment'] } }] },
        { operation: 'OR', predicates: [{ group: G1 }] },
        { predicates: [{ tags: 'parks' }] },
        { predicates: [{ term: 'parks' }] },
      ],
    };
    expect(writeScopeDraft(scope, readScopeDraft(scope))).toEqual(scope);
  });

  it('replaces the edited filter where it stands and keeps the others as they were', () => {
    const kept = {
      operation: 'AND' as const,
      predicates: [{ modified: { type: 'relative-date' as const, num: 1, unit: 'years' as const } }],
    };
    const scope: HubQuery = {
      targetEntity: 'item',
      filters: [{ predicates: [{ group: [G1] }] }, kept, { predicates: [{ tags: ['parks'] }] }],
    };
    const next = writeScopeDraft(scope, { ...readScopeDraft(scope), groups: [G1, G2], tags: [] });
    expect(next.filters).toEqual([{ predicates: [{ group: [G1, G2] }] }, kept]);
  });

  it('adds new filters at the end, an organisation ORed with the groups, and drops blanks and repeats', () => {
    const next = writeScopeDraft(undefined, {
      groups: [` ${G1}`, G1, ''],
      orgs: ['org1'],
      types: ['CSV'],
      tags: ['  rivers ', 'rivers'],
    });
    expect(next).toEqual({
      targetEntity: 'item',
      filters: [
        { predicates: [{ group: [G1] }, { orgid: ['org1'] }] },
        { predicates: [{ type: ['CSV'] }] },
        { predicates: [{ tags: ['rivers'] }] },
      ],
    });
  });

  it('empties a scope when every edited part is cleared', () => {
    const scope: HubQuery = { targetEntity: 'item', filters: [{ predicates: [{ group: [G1] }] }] };
    expect(writeScopeDraft(scope, { groups: [], orgs: [], types: [], tags: [] }).filters).toEqual([]);
  });
});
