import { describe, expect, it } from 'vitest';
import { readLayoutSections } from '../layoutModel.ts';

const layoutWith = (settings: Record<string, unknown>) => [
  { containment: 'fixed', style: {}, rows: [{ cards: [{ component: { name: 'event-list-card', settings } }] }] },
];

describe('the events list card in a layout', () => {
  it('reads its title, tags, entities and limit (1–12, default 5); migrated calendar settings are ignored', () => {
    const [section] = readLayoutSections(
      layoutWith({
        title: 'Come along',
        tags: ['river'],
        entityIds: ['p1'],
        limit: 40,
        availableViews: ['list', 'calendar'],
      }),
      '',
    );
    expect(section?.rows[0]?.cards[0]?.card).toEqual({
      kind: 'events',
      title: 'Come along',
      limit: 12,
      tags: ['river'],
      entityIds: ['p1'],
    });
    const [plain] = readLayoutSections(layoutWith({}), '');
    expect(plain?.rows[0]?.cards[0]?.card).toMatchObject({ kind: 'events', title: '', limit: 5, tags: [] });
  });
});
