import { describe, expect, it } from 'vitest';
import { getEventIdFromSlug, getEventSlug, getSiteRelativeLink, type SiteLinkTarget } from './getSiteRelativeLink.ts';

describe('getSiteRelativeLink: the route table of spec 3 §2', () => {
  it.each([
    ['generic content', { type: 'Code Attachment', id: 'x1' }, '/content/x1'],
    ['apps', { type: 'Web Mapping Application', id: 'x1' }, '/apps/x1'],
    ['datasets', { type: 'Feature Service', id: 'x1' }, '/datasets/x1'],
    ['documents', { type: 'PDF', id: 'x1' }, '/documents/x1'],
    ['maps', { type: 'Web Map', id: 'x1' }, '/maps/x1'],
    ['content (a Map Template, as the reference)', { type: 'Map Template', id: 'x1' }, '/content/x1'],
    ['projects', { type: 'Hub Project', id: 'x1' }, '/projects/x1'],
    ['initiatives', { type: 'Hub Initiative', id: 'x1' }, '/initiatives/x1'],
    ['discussions', { type: 'Discussion', id: 'x1' }, '/discussions/x1'],
    ['events', { type: 'event', id: 'x1' }, '/events/x1'],
    ['pages', { type: 'Hub Page', id: 'x1' }, '/pages/x1'],
    ['feedback', { type: 'Form', id: 'x1' }, '/feedback/surveys/x1'],
    ['solution', { type: 'Solution', id: 'x1' }, '/templates/x1/about'],
    ['solution, deployed', { type: 'Solution', id: 'x1', isDeployed: true }, '/content/x1/about'],
    ['initiative template', { type: 'Hub Initiative Template', id: 'x1' }, '/initiatives/templates/x1/about'],
  ] as const satisfies readonly (readonly [string, SiteLinkTarget, string])[])('%s', (_family, target, route) => {
    expect(getSiteRelativeLink(target)).toBe(route);
  });
});

describe('getSiteRelativeLink: entities', () => {
  it.each([
    [{ type: 'group', id: 'g1' }, '/groups/g1'],
    [{ type: 'user', username: 'casey' }, '/people/casey'],
    [{ type: 'site', id: 's1' }, '/content/s1'],
    [{ type: 'page', id: 'p1' }, '/pages/p1'],
    [{ type: 'project', id: 'p1' }, '/projects/p1'],
    [{ type: 'initiative', id: 'i1' }, '/initiatives/i1'],
    [{ type: 'initiativeTemplate', id: 't1' }, '/initiatives/templates/t1/about'],
    [{ type: 'template', id: 't1' }, '/templates/t1/about'],
    [{ type: 'template', id: 't1', typeKeywords: ['Deployed'] }, '/content/t1/about'],
    [{ type: 'discussion', id: 'd1' }, '/discussions/d1'],
    [{ type: 'survey', id: 'f1' }, '/feedback/surveys/f1'],
    [{ type: 'content', id: 'c1' }, '/content/c1'],
    [{ type: 'event', id: 'e1', title: 'Spring Clean-up!' }, '/events/spring-clean-up-e1'],
  ] as const satisfies readonly (readonly [SiteLinkTarget, string])[])('%o → %s', (target, route) => {
    expect(getSiteRelativeLink(target)).toBe(route);
  });

  it('addresses projects and initiatives by slug, `|` written `::`', () => {
    expect(getSiteRelativeLink({ type: 'Hub Project', id: 'p1', slug: 'riverside|park-plan' })).toBe(
      '/projects/riverside::park-plan',
    );
    expect(getSiteRelativeLink({ type: 'initiative', slug: 'riverside|green' })).toBe('/initiatives/riverside::green');
  });

  it('is empty when there is nothing to address the entity by', () => {
    expect(getSiteRelativeLink({ type: 'Web Map' })).toBe('');
    expect(getSiteRelativeLink({ type: 'group' })).toBe('');
    expect(getSiteRelativeLink({ type: 'user', id: 'u1' })).toBe('');
    expect(getSiteRelativeLink({ type: 'event', title: 'No id' })).toBe('');
  });

  it('routes a project or initiative item without an id to its list (spec 3 §2, issue 13)', () => {
    expect(getSiteRelativeLink({ type: 'Hub Project' })).toBe('/projects');
    expect(getSiteRelativeLink({ type: 'Hub Initiative' })).toBe('/initiatives');
    expect(getSiteRelativeLink({ type: 'project' })).toBe('/projects');
  });
});

describe('event slugs (spec 3 §2, spec 2 §7)', () => {
  it('joins the slugified title and the id', () => {
    expect(getEventSlug({ title: '  Café — Town Hall 2026 ', id: 'abc123' })).toBe('caf-town-hall-2026-abc123');
    expect(getEventSlug({ id: 'abc123' })).toBe('abc123');
    expect(getEventSlug({ title: '!!!', id: 'abc123' })).toBe('abc123');
  });

  it('reads the id back as the last hyphen-separated segment', () => {
    expect(getEventIdFromSlug(getEventSlug({ title: 'Spring Clean-up', id: 'e1' }))).toBe('e1');
    expect(getEventIdFromSlug('e1')).toBe('e1');
  });
});
