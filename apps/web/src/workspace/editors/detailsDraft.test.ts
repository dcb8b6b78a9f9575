import { describe, expect, it } from 'vitest';
import { applyDetails, detailsDraftOf, detailsProblems, isDetailsDirty, SUMMARY_MAX } from './detailsDraft.ts';
import type { HubItemEntity } from '@plaza/core';

const entity = {
  id: 'p1',
  name: 'Greenway',
  summary: 'A path along the river',
  description: '<p>Old</p>',
  tags: ['parks'],
  categories: [],
} as unknown as HubItemEntity;

describe('details draft', () => {
  it('is clean when nothing changed, dirty when any field did', () => {
    const draft = detailsDraftOf(entity);
    expect(isDetailsDirty(draft, entity)).toBe(false);
    expect(isDetailsDirty({ ...draft, summary: 'New' }, entity)).toBe(true);
    expect(isDetailsDirty({ ...draft, tags: ['parks', 'river'] }, entity)).toBe(true);
  });

  it('requires a name and keeps the summary within the snippet limit', () => {
    expect(detailsProblems({ ...detailsDraftOf(entity), name: '  ' })).toEqual({ name: 'required' });
    expect(detailsProblems({ ...detailsDraftOf(entity), summary: 'x'.repeat(SUMMARY_MAX + 1) })).toEqual({
      summary: 'tooLong',
    });
    expect(detailsProblems(detailsDraftOf(entity))).toEqual({});
  });

  it('trims, and sanitises the description as a rich text card', () => {
    const next = applyDetails(entity, {
      ...detailsDraftOf(entity),
      name: '  Greenway 2 ',
      description: '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:x()">link</a></p>',
    });
    expect(next.name).toBe('Greenway 2');
    expect(next.description).not.toMatch(/onclick|script|javascript/i);
    expect(next.description).toContain('Hello');
    expect(next.id).toBe('p1');
  });
});
