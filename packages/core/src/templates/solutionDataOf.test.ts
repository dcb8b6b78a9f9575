import { describe, expect, it } from 'vitest';
import { solutionDataSchema } from './solutionData.ts';
import { copiableFields, solutionDataOf } from './solutionDataOf.ts';

const SITE_ID = 'a'.repeat(32);
const PARKS_ID = 'b'.repeat(32);
const PARKS_TRAILS_ID = 'c'.repeat(32);

const site = {
  id: SITE_ID,
  type: 'Hub Site Application',
  name: 'Riverside Open Data',
  owner: 'ana',
  slug: 'riverside|riverside-open-data',
  subdomain: 'data',
  defaultHostname: 'data-riverside.example',
  canEdit: true,
  pages: [
    { id: PARKS_ID, title: 'Parks', slug: 'riverside|parks' },
    { id: PARKS_TRAILS_ID, title: 'Parks and Trails', slug: 'riverside|parks-and-trails' },
  ],
  layout: {
    header: {
      component: {
        settings: {
          title: 'Riverside Open Data',
          menuLinks: [
            { title: 'Parks', url: '/pages/riverside::parks' },
            { title: 'Trails', url: '/pages/riverside::parks-and-trails' },
          ],
        },
      },
    },
    sections: [{ card: { pageId: PARKS_TRAILS_ID, text: 'Welcome to Riverside Open Data' } }],
  },
};
const page = (id: string, name: string, slug: string) => ({ id, type: 'Hub Page', name, slug, owner: 'ana' });

describe('solutionDataOf', () => {
  const data = solutionDataOf([
    { kind: 'site', entity: site },
    { kind: 'page', entity: page(PARKS_ID, 'Parks', 'riverside|parks') },
    { kind: 'page', entity: page(PARKS_TRAILS_ID, 'Parks and Trails', 'riverside|parks-and-trails') },
  ]);
  const [first] = data.templates;

  it('keeps what the deploy copies, never identity, addresses or derived fields, and parses as a template', () => {
    expect(solutionDataSchema.safeParse(data).success).toBe(true);
    expect(first).toMatchObject({ itemId: SITE_ID, kind: 'site', dependencies: [PARKS_ID, PARKS_TRAILS_ID] });
    expect(Object.keys(first!.entity).sort()).toEqual(['layout', 'name', 'pages']);
  });

  it('writes ids, page links by slug and texts that are the name as placeholders', () => {
    expect(first!.entity.pages).toEqual([
      { id: `{{${PARKS_ID}.itemId}}`, title: 'Parks', slug: 'riverside|parks' },
      { id: `{{${PARKS_TRAILS_ID}.itemId}}`, title: 'Parks and Trails', slug: 'riverside|parks-and-trails' },
    ]);
    expect(first!.entity.layout).toEqual({
      header: {
        component: {
          settings: {
            title: '{{solution.title}}',
            menuLinks: [
              { title: 'Parks', url: `/pages/{{${PARKS_ID}.slugPath}}` },
              { title: 'Trails', url: `/pages/{{${PARKS_TRAILS_ID}.slugPath}}` },
            ],
          },
        },
      },
      sections: [{ card: { pageId: `{{${PARKS_TRAILS_ID}.itemId}}`, text: 'Welcome to Riverside Open Data' } }],
    });
    expect(first!.entity.name).toBe('Riverside Open Data');
  });

  it('never carries identity, ownership, access or a site address, even from a template written by hand', () => {
    expect(
      copiableFields({
        id: 'x',
        owner: 'mallory',
        access: 'public',
        typeKeywords: ['k'],
        subdomain: 'data',
        theme: {},
      }),
    ).toEqual({ theme: {} });
  });
});
