import { buildEntity } from '@plaza/core/testing';
import { describe, expect, it } from 'vitest';
import { featureSwitchesOf } from '../editors/featureSwitches.ts';
import { kindOfPlural, withEntityChange } from './workspaceKinds.ts';

describe('kindOfPlural', () => {
  it('knows the plurals of the workspace kinds and nothing else', () => {
    expect(kindOfPlural('sites')).toBe('site');
    expect(kindOfPlural('initiatives')).toBe('initiative');
    // Content's plural is itself (spec 2 §2); issue 18 made content a workspace kind.
    expect(kindOfPlural('content')).toBe('content');
    // Initiative templates have a workspace of their own (issue 44).
    expect(kindOfPlural('initiativeTemplates')).toBe('initiativeTemplate');
    expect(kindOfPlural('users')).toBeUndefined();
    expect(kindOfPlural('groups')).toBeUndefined();
    expect(kindOfPlural('constructor')).toBeUndefined();
    expect(kindOfPlural(undefined)).toBeUndefined();
  });
});

describe('withEntityChange', () => {
  it('changes the entity and keeps its kind', () => {
    const changed = withEntityChange({ kind: 'page', entity: buildEntity('page') }, (entity) => ({
      ...entity,
      name: 'New',
    }));
    expect(changed.kind).toBe('page');
    expect(changed.entity.name).toBe('New');
  });
});

describe('featureSwitchesOf', () => {
  it("names each kind's own feature permissions; pages have none", () => {
    expect(featureSwitchesOf('project').map((s) => s.permission)).toEqual([
      'hub:project:content',
      'hub:project:events',
      'hub:project:discussions',
    ]);
    expect(featureSwitchesOf('site').map((s) => s.label)).toEqual(['content', 'events', 'discussions', 'follow']);
    expect(featureSwitchesOf('page')).toEqual([]);
  });
});
