import { describe, expect, it } from 'vitest';
import { buildEntity, buildEntityModel, ENTITY_TEST_NOW } from '../testing/buildEntityModels.ts';
import { FAKE_PORTAL } from '../testing/createFakeItemPortal.ts';
import { getEntityLinks } from '../workspace/getEntityLinks.ts';
import { getStatusFromKeywords, setStatusKeyword } from './common/statusKeyword.ts';
import { ENTITY_KINDS, type EntityByKind, type EntityKind } from './entityKinds.ts';
import { siteDefaults } from './site/siteDefaults.ts';

const context = { portal: FAKE_PORTAL };
const KINDS = Object.keys(ENTITY_KINDS) as EntityKind[];

for (const kind of KINDS) describe(`${kind} mappers`, () => mapperSuite(kind));

function mapperSuite<K extends EntityKind>(kind: K): void {
  const descriptor = ENTITY_KINDS[kind];

  it('round-trips entity → model → entity', () => {
    const entity = buildEntity(kind, {
      summary: 'Short',
      description: 'Long',
      tags: ['a'],
      categories: ['/c'],
    } as Partial<EntityByKind[K]>);
    const back = descriptor.fromModel(descriptor.toModel(entity), context);
    expect(back).toEqual({
      ...entity,
      canEdit: true,
      canDelete: true,
      createdDate: back.createdDate,
      updatedDate: back.updatedDate,
    });
  });

  it('writes isDiscussable as the cannotDiscuss keyword, and reads it back (issue 13)', () => {
    const entity = buildEntity(kind);
    const closed = descriptor.toModel({ ...entity, isDiscussable: false });
    expect(closed.item.typeKeywords).toContain('cannotDiscuss');
    expect(descriptor.fromModel(closed, context).isDiscussable).toBe(false);
    const open = descriptor.toModel({ ...descriptor.fromModel(closed, context), isDiscussable: true }, closed);
    expect(open.item.typeKeywords).not.toContain('cannotDiscuss');
  });

  it('round-trips model → entity → model, keeping fields it does not map', () => {
    const model = buildEntityModel(kind);
    const stored = {
      item: { ...model.item, licenseInfo: 'CC-BY', properties: { ...model.item.properties, unknownProp: 1 } },
      // A content item's data is its file: the entity never carries it, so nothing of it is written back.
      data: descriptor.storesData === false ? {} : { ...model.data, unknownData: { keep: true } },
    };
    expect(descriptor.toModel(descriptor.fromModel(stored, context), stored)).toEqual(stored);
  });

  it('derives canEdit, canDelete, canRecycle, protected, isDiscussable, dates, thumbnail', () => {
    const model = buildEntityModel(kind, { thumbnail: 'thumbnail/t.png', access: 'org' } as Partial<EntityByKind[K]>);
    const asUpdater = descriptor.fromModel(
      { ...model, item: { ...model.item, itemControl: 'update' } },
      { ...context, token: 'tk' },
    );
    expect(asUpdater).toMatchObject({
      canEdit: true,
      canDelete: false,
      canRecycle: false,
      protected: false,
      isDiscussable: true,
    });
    expect(asUpdater.createdDate).toBe(new Date(ENTITY_TEST_NOW - 86_400_000).toISOString());
    expect(asUpdater.updatedDate).toBe(new Date(ENTITY_TEST_NOW).toISOString());
    expect(asUpdater.thumbnailUrl).toBe(`${FAKE_PORTAL}/content/items/${model.item.id}/info/thumbnail/t.png?token=tk`);
    expect(asUpdater.links.thumbnail).toBe(asUpdater.thumbnailUrl);

    const viewer = descriptor.fromModel(
      { ...model, item: { ...model.item, itemControl: null, typeKeywords: ['cannotDiscuss'] } },
      context,
    );
    expect(viewer).toMatchObject({ canEdit: false, canDelete: false, isDiscussable: false, itemControl: 'view' });

    const admin = descriptor.fromModel(
      { ...model, item: { ...model.item, protected: true } },
      { ...context, recycleBinEnabled: true },
    );
    expect(admin).toMatchObject({ canDelete: true, canRecycle: false, protected: true });
    expect(descriptor.fromModel(model, { ...context, recycleBinEnabled: true }).canRecycle).toBe(true);
  });

  it('builds links with the workspace link builders', () => {
    const entity = descriptor.fromModel(buildEntityModel(kind), context);
    const expected = getEntityLinks(
      { id: entity.id, type: entity.type, title: entity.name, typeKeywords: entity.typeKeywords, slug: entity.slug },
      'https://portal.test',
    );
    expect(withoutContentLinks(entity.links)).toEqual(expected);
    expect(entity.links.self).toBe(`https://portal.test/home/item.html?id=${entity.id}`);
    expect(entity.links.workspaceRelative).toMatch(/^\/workspace\//);
  });

  it('builds links with an injected link builder instead', () => {
    const entity = descriptor.fromModel(buildEntityModel(kind), {
      ...context,
      buildLinks: ({ id }) => ({ self: `/self/${id}`, siteRelative: `/x/${id}` }),
    });
    expect(withoutContentLinks(entity.links)).toEqual({ self: `/self/${entity.id}`, siteRelative: `/x/${entity.id}` });
  });

  it('hands out defaults that cannot leak between calls', () => {
    const first = descriptor.defaults();
    (first.tags as string[]).push('changed');
    first.typeKeywords.length = 0;
    expect(descriptor.defaults().tags).toEqual([]);
    expect(descriptor.defaults().typeKeywords).toEqual([...descriptor.typeKeywords]);
  });
}

/** The links every entity has: content adds its `/content/{id}` route and the portal's settings page (spec 2 §3). */
function withoutContentLinks(links: Record<string, unknown>): Record<string, unknown> {
  const { siteRelativeEntityType: _route, contentEditUrl: _edit, ...rest } = links;
  return rest;
}

describe('site defaults (spec 1 §3)', () => {
  it('has the default theme, header, footer, ui version and features', () => {
    const site = siteDefaults();
    expect(site.theme).toMatchObject({
      header: { background: '#ffffff', text: '#595959' },
      body: { link: '#0079c1' },
      button: { background: '#0079c1', text: '#ffffff' },
      fonts: { base: { family: 'Avenir Next' } },
    });
    expect(site.layout.header.component.settings.headerType).toBe('default');
    expect(site.layout.footer.component.settings.footerType).toBe('none');
    expect(site.uiVersion).toBe('2.4');
    expect(site.features).toEqual({ 'hub:site:feature:follow': true, 'hub:site:feature:discussions': true });
    site.theme.body.link = '#000';
    expect(siteDefaults().theme.body.link).toBe('#0079c1');
  });
});

describe('status ⇄ status|{value} (spec 1 §4)', () => {
  it('replaces any earlier status keyword', () => {
    expect(setStatusKeyword(['Hub Project', 'status|notStarted', 'x'], 'inProgress')).toEqual([
      'Hub Project',
      'x',
      'status|inProgress',
    ]);
    expect(getStatusFromKeywords(['status|complete'])).toBe('complete');
  });

  it.each(['initiative', 'project'] as const)('%s: defaults to not started and mirrors the status', (kind) => {
    statusCase(kind);
  });

  function statusCase<K extends 'initiative' | 'project'>(kind: K): void {
    const descriptor = ENTITY_KINDS[kind];
    expect(descriptor.defaults().status).toBe('notStarted');
    const model = descriptor.toModel({ ...buildEntity(kind), status: 'onHold' });
    expect(model.item.typeKeywords.filter((k) => k.startsWith('status|'))).toEqual(['status|onHold']);
    expect(model.data.status).toBe('onHold');
    const { status: _status, ...data } = model.data;
    expect(descriptor.fromModel({ ...model, data }, context).status).toBe('onHold');
  }

  it('initiative and project feature defaults: events off, content on, discussions off', () => {
    expect(ENTITY_KINDS.initiative.defaults().features).toEqual({
      'hub:initiative:events': false,
      'hub:initiative:content': true,
      'hub:initiative:discussions': false,
    });
    expect(ENTITY_KINDS.project.defaults().features).toEqual({
      'hub:project:events': false,
      'hub:project:content': true,
      'hub:project:discussions': false,
    });
    expect(ENTITY_KINDS.initiative.defaults().view.hero).toBe('map');
  });
});

describe('timeline (ADR 0035)', () => {
  const timeline = { title: 'Phases', stages: [{ id: 's1', title: 'Design', timeframe: 'Spring 2027' }] };
  function keepsTimeline<K extends 'project' | 'initiative'>(kind: K): void {
    const descriptor = ENTITY_KINDS[kind];
    const model = descriptor.toModel({ ...buildEntity(kind), timeline } as EntityByKind[K]);
    expect(model.data.timeline).toEqual(timeline);
    const read = descriptor.fromModel(model, context);
    expect(read.timeline).toEqual(timeline);
    const dropped = descriptor.toModel({ ...read, timeline: undefined } as EntityByKind[K], model);
    expect(dropped.data).not.toHaveProperty('timeline');
  }
  it('a project keeps its timeline through a save, and can drop it', () => keepsTimeline('project'));
  it('an initiative keeps its timeline through a save, and can drop it', () => keepsTimeline('initiative'));
});

describe('template / solution', () => {
  it('reads deployed state and type from keywords, Solution by default', () => {
    const { fromModel, toModel } = ENTITY_KINDS.template;
    const deployed = toModel({
      ...buildEntity('template'),
      isDeployed: true,
      deployedType: 'hubSiteApplication',
      previewUrl: 'https://p',
    });
    expect(deployed.item.typeKeywords).toEqual(
      expect.arrayContaining(['Deployed', 'hubSolutionType|hubSiteApplication']),
    );
    expect(deployed.item.typeKeywords).not.toContain('Template');
    expect(fromModel(deployed, context)).toMatchObject({
      isDeployed: true,
      deployedType: 'hubSiteApplication',
      previewUrl: 'https://p',
    });
    expect(fromModel(buildEntityModel('template'), context)).toMatchObject({
      isDeployed: false,
      deployedType: 'Solution',
    });
  });
});
