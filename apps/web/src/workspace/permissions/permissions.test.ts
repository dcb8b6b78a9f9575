import { toPermissionEntity } from '@plaza/core';
import { buildContext, buildEntity, buildUser } from '@plaza/core/testing';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import { readAbilitiesAnswer, type AbilitiesAnswer } from '../api/fetchAbilities.ts';
import { decide } from './decide.ts';
import { explainDenial } from './explainDenial.ts';

const FLAGS = { 'hub:feature:workspace': true };
const none: AbilitiesAnswer = { featureFlags: FLAGS, abilities: {}, denied: {} };
const publisher = buildContext({ user: buildUser({ role: 'publisher', username: 'ana' }), featureFlags: FLAGS });
const viewer = buildContext({ user: buildUser({ role: 'viewer', username: 'vic' }), featureFlags: FLAGS });

describe('toPermissionEntity', () => {
  it('carries what the engine reads, and only grants of a known collaboration type', () => {
    const project = buildEntity('project', {
      permissions: [
        { permission: 'hub:project:edit', collaborationType: 'group', collaborationId: 'g1' },
        { permission: 'hub:project:edit', collaborationType: 'planet', collaborationId: 'mars' },
      ],
    });
    expect(toPermissionEntity(project)).toEqual({
      id: project.id,
      owner: 'ana',
      canEdit: true,
      canDelete: true,
      itemControl: 'admin',
      features: project.features,
      permissions: [{ permission: 'hub:project:edit', collaborationType: 'group', collaborationId: 'g1' }],
    });
  });
});

describe('decide', () => {
  const project = toPermissionEntity(buildEntity('project'));

  it('grants when the server and the local engine both grant', () => {
    const answer = { ...none, abilities: { 'hub:project:edit': true } };
    expect(decide('hub:project:edit', answer, publisher, project)).toEqual({ allowed: true });
  });

  it("refuses with the server's reason when the server refuses, even if the local engine would grant", () => {
    const answer = {
      ...none,
      abilities: { 'hub:project:edit': false },
      denied: { 'hub:project:edit': { response: 'no-edit-access', code: 'PC112' } },
    } as const;
    expect(decide('hub:project:edit', answer, publisher, project)).toEqual({
      allowed: false,
      denial: { response: 'no-edit-access', code: 'PC112' },
    });
  });

  it('refuses with the local reason when the local engine refuses and the server was not asked', () => {
    expect(decide('hub:project:create', none, viewer)).toEqual({
      allowed: false,
      denial: { response: 'privilege-required', code: 'PC115' },
    });
    expect(decide('hub:project:create', none, publisher)).toEqual({ allowed: true });
  });
});

describe('explainDenial', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  });

  it('says the response in words, with its code', () => {
    expect(explainDenial(i18next.t, { response: 'not-authenticated', code: 'PC119' })).toBe(
      'You need to be signed in. (PC119)',
    );
  });

  it("prefers the operation's own wording", () => {
    expect(
      explainDenial(
        i18next.t,
        { response: 'array-missing-required-value', code: 'PC124' },
        'hub:project:canChangeAccess',
      ),
    ).toBe('Changing who can see this needs a privilege to share with the public or your organisation. (PC124)');
  });

  it('falls back to a general sentence for a response it has no words for', () => {
    expect(explainDenial(i18next.t, { response: 'property-not-array', code: 'PC122' })).toBe(
      'This is not allowed here. (PC122)',
    );
  });
});

describe('readAbilitiesAnswer', () => {
  it('keeps booleans and known responses, drops anything else', () => {
    expect(
      readAbilitiesAnswer({
        featureFlags: { 'hub:feature:workspace': true, bad: 'yes' },
        abilities: { 'hub:site:edit': false, 'hub:site:view': true, odd: 1 },
        denied: {
          'hub:site:edit': { response: 'no-edit-access', code: 'PC112' },
          'hub:site:delete': { response: 'made-up', code: 'PC999' },
        },
      }),
    ).toEqual({
      featureFlags: { 'hub:feature:workspace': true },
      abilities: { 'hub:site:edit': false, 'hub:site:view': true },
      denied: { 'hub:site:edit': { response: 'no-edit-access', code: 'PC112' } },
    });
    expect(readAbilitiesAnswer('nonsense')).toEqual({ featureFlags: {}, abilities: {}, denied: {} });
  });
});
