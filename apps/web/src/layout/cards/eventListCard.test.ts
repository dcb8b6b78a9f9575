import { describe, expect, it } from 'vitest';
import { readLayoutSections } from '../layoutModel.ts';
import { markup } from '../../markup/markup.ts';

const layoutWith = (settings: Record<string, unknown>) => [
  { containment: 'fixed', style: {}, rows: [{ cards: [{ component: { name: 'event-list-card', settings } }] }] },
];

describe('the events list card in a layout', () => {
  it('reads its title, tags, entities, limit (1–12, default 5) and views (list, calendar)', () => {
    const [section] = readLayoutSections(
      layoutWith({
        title: 'Come along',
        tags: ['river'],
        entityIds: ['p1'],
        limit: 40,
        availableViews: ['list', 'calendar'],
      }),
      '',
      markup,
    );
    expect(section?.rows[0]?.cards[0]?.card).toEqual({
      kind: 'events',
      title: 'Come along',
      limit: 12,
      tags: ['river'],
      entityIds: ['p1'],
      views: ['list', 'calendar'],
      defaultView: 'list',
    });
    const [plain] = readLayoutSections(layoutWith({}), '', markup);
    expect(plain?.rows[0]?.cards[0]?.card).toMatchObject({
      kind: 'events',
      title: '',
      limit: 5,
      tags: [],
      views: ['list'],
      defaultView: 'list',
    });
  });

  it('opens on the default view when it is one of the views, and ignores unknown views', () => {
    const card = (settings: Record<string, unknown>) =>
      readLayoutSections(layoutWith(settings), '', markup)[0]?.rows[0]?.cards[0]?.card;
    expect(card({ availableViews: ['calendar', 'list'], defaultView: 'calendar' })).toMatchObject({
      views: ['list', 'calendar'],
      defaultView: 'calendar',
    });
    expect(card({ availableViews: ['list'], defaultView: 'calendar' })).toMatchObject({ defaultView: 'list' });
    expect(card({ availableViews: ['timeline'] })).toMatchObject({ views: ['list'], defaultView: 'list' });
  });
});
