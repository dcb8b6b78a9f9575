import { describe, expect, it } from 'vitest';
import { layoutHasHeading } from './LayoutRenderer.tsx';
import { readLayoutSections } from './layoutModel.ts';
import { markup } from '../markup/markup.ts';

const card = (name: string, settings: Record<string, unknown>, width?: unknown) => ({
  width,
  component: { name, settings },
});
const layout = (...cards: unknown[]) => [{ containment: 'fixed', style: {}, rows: [{ cards }] }];

describe('readLayoutSections', () => {
  it("reads a stat card's scale, unit, unit position and source link (issue 44), the link made safe", () => {
    const read = (settings: Record<string, unknown>) =>
      readLayoutSections(
        layout(card('stat-card', { type: 'static', value: 3, ...settings })),
        '/apps/sites/data',
        markup,
      )[0]!.rows[0]!.cards[0]!.card;
    expect(
      read({ scale: 's', unit: '%', unitPosition: 'before', sourceLink: '/search', sourceTitle: 'Search' }),
    ).toMatchObject({
      scale: 's',
      unit: '%',
      unitPosition: 'before',
      sourceLink: '/apps/sites/data/search',
      sourceTitle: 'Search',
    });
    const plain = read({ sourceLink: 'javascript:alert(1)', sourceTitle: 'Bad' });
    expect(plain).toMatchObject({ scale: 'l', unitPosition: 'after' });
    expect(plain).not.toHaveProperty('sourceLink');
    expect(plain).not.toHaveProperty('sourceTitle');
  });

  it('reads every card type of ADR 0081 and keys cards by position', () => {
    const sections = readLayoutSections(
      [
        {
          containment: 'fluid',
          style: { background: { color: '#0e5566' }, color: '#ffffff' },
          rows: [
            {
              cards: [
                card('jumbotron-card', { title: 'Hi', subtitle: 'There', showSearch: true }),
                card(
                  'summary-statistic-card',
                  { type: 'static', cardTitle: 'Trees', value: '48213', textAlign: 'left' },
                  4,
                ),
              ],
            },
            {
              cards: [
                card('items/gallery-card', {
                  title: 'Latest',
                  query: { collection: 'dataset', sortField: 'modified' },
                  limit: 50,
                  layout: 'list',
                }),
              ],
            },
          ],
        },
      ],
      '',
      markup,
    );
    const [section] = sections;
    expect(section).toMatchObject({ containment: 'fluid', background: '#0e5566', color: '#ffffff' });
    expect(section?.rows[0]?.cards.map((c) => [c.id, c.width, c.card.kind])).toEqual([
      ['s0r0c0', 12, 'hero'],
      ['s0r0c1', 4, 'stat'],
    ]);
    expect(section?.rows[0]?.cards[1]?.card).toMatchObject({ value: 48213, align: 'start', dynamic: false });
    expect(section?.rows[1]?.cards[0]?.card).toEqual({
      kind: 'gallery',
      title: 'Latest',
      query: { collection: 'dataset', sortField: 'modified', sortOrder: 'desc' },
      limit: 12,
      layout: 'list',
      showSearchLink: true,
    });
  });

  it('renders Markdown sanitised with the item-description profile, site links given the base path', () => {
    const [section] = readLayoutSections(
      layout(
        card('markdown-card', {
          markdown: '# Parks\n\n[Search](/search) <script>alert(1)</script><img src=x onerror=alert(1)>',
        }),
      ),
      '/apps/sites/data',
      markup,
    );
    const spec = section?.rows[0]?.cards[0]?.card;
    expect(spec?.kind).toBe('markdown');
    if (spec?.kind !== 'markdown') return;
    expect(spec.hasHeading).toBe(true);
    expect(spec.html).toContain('<a href="/apps/sites/data/search">Search</a>');
    expect(spec.html).not.toMatch(/script|onerror/);
  });

  it('drops what it cannot read and keeps unknown cards as unknown', () => {
    const sections = readLayoutSections(
      [
        null,
        'x',
        {
          rows: [
            { cards: [card('app-card', {}), 7, card('image-card', { src: 'javascript:alert(1)', alt: 'x' }, 40)] },
          ],
        },
      ],
      '',
      markup,
    );
    expect(sections).toHaveLength(1);
    const cards = sections[0]?.rows[0]?.cards ?? [];
    expect(cards.map((c) => c.card.kind)).toEqual(['unknown', 'image']);
    expect(cards[1]).toMatchObject({ width: 12, card: { src: '' } });
    expect(readLayoutSections(undefined, '', markup)).toEqual([]);
  });

  it('reads a chart card: its metric broken down, or no chart while its layer or breakdown is missing', () => {
    const [section] = readLayoutSections(
      [
        {
          rows: [
            {
              cards: [
                card('chart-card', {}),
                card('chart-card', {
                  cardTitle: 'Trees by ward',
                  chartType: 'donut',
                  dynamicMetric: { serviceUrl: '/s/FeatureServer', layerId: 0, field: 'OBJECTID', statistic: 'count' },
                  category: { field: 'Ward', limit: 5 },
                }),
              ],
            },
          ],
        },
      ],
      '',
      markup,
    );
    const [empty, full] = section?.rows[0]?.cards ?? [];
    expect(empty?.card).toMatchObject({ kind: 'chart', chartType: 'bar' });
    expect(empty?.card).not.toHaveProperty('chart');
    expect(full?.card).toMatchObject({
      kind: 'chart',
      title: 'Trees by ward',
      chartType: 'donut',
      chart: {
        chartType: 'donut',
        category: { kind: 'field', field: 'Ward', limit: 5 },
        metric: { source: { type: 'service-query', serviceUrl: '/s/FeatureServer', where: '1=1' } },
      },
    });
  });

  it('lets only plain colours through', () => {
    const [section] = readLayoutSections(
      [{ style: { background: { color: 'url(https://evil.example/x)' }, color: 'red;x:y' }, rows: [] }],
      '',
      markup,
    );
    expect(section).toEqual({ containment: 'fixed', rows: [] });
  });

  it('knows when a layout brings its own page heading', () => {
    expect(
      layoutHasHeading(readLayoutSections(layout(card('markdown-card', { markdown: 'Intro only' })), '', markup)),
    ).toBe(false);
    expect(
      layoutHasHeading(readLayoutSections(layout(card('markdown-card', { markdown: '# Title' })), '', markup)),
    ).toBe(true);
    expect(layoutHasHeading(readLayoutSections(layout(card('jumbotron-card', { title: 'x' })), '', markup))).toBe(true);
  });
});
