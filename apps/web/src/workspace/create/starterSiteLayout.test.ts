import { describe, expect, it } from 'vitest';
import { readLayoutSections } from '../../layout/layoutModel.ts';
import { starterSiteLayout } from './starterSiteLayout.ts';
import { markup } from '../../markup/markup.ts';

describe('starterSiteLayout', () => {
  it('starts a new site with a hero and search, the latest content and an about text (issue 13)', () => {
    const layout = starterSiteLayout({
      title: 'Harbour',
      subtitle: 'Ferries and piers',
      latest: 'Latest content',
      aboutHeading: 'About this site',
      aboutText: 'Run by the harbour office.',
    });
    const cards = readLayoutSections(layout.sections, '', markup).flatMap((s) =>
      s.rows.flatMap((r) => r.cards.map((c) => c.card)),
    );
    expect(cards.map((c) => c.kind)).toEqual(['hero', 'gallery', 'markdown']);
    expect(cards[0]).toMatchObject({ title: 'Harbour', subtitle: 'Ferries and piers', showSearch: true });
    expect(cards[1]).toMatchObject({ title: 'Latest content' });
    expect(layout.header).toBeDefined();
  });
});
