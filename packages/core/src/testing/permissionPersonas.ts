import type { Context } from '../context/Context.ts';
import type { PermissionEntity } from '../permissions/PermissionPolicy.ts';
import { buildContext, buildUser } from './buildContext.ts';

/**
 * Contexts for the people and situations permission tests talk about (spec 2 §6): anonymous, viewer, basic
 * and premium members, publisher, org admin, alpha and beta orgs, enterprise, cloud environments, services
 * offline or not available or in maintenance, feature flags on and off (URL `pe`/`pd`/`sol`/`sna`, user
 * preview settings, configuration), and a user at the group limit. `casey` is the user in every one.
 *
 * @example
 * checkPermission('hub:site:create', buildPersonas().viewer).response; // "privilege-required"
 */
export function buildPersonas() {
  return {
    anonymous: buildContext({ user: 'anonymous' }),
    anonymousAlpha: buildContext({ user: 'anonymous', availability: 'alpha' }),
    anonymousQaAlpha: buildContext({ user: 'anonymous', availability: 'alpha', environment: 'qaext' }),
    viewer: buildContext({ user: buildUser({ role: 'viewer' }) }),
    member: buildContext(),
    basicMember: buildContext({ license: 'hub-basic' }),
    publisher: buildContext({ user: buildUser({ role: 'publisher' }) }),
    orgAdmin: buildContext({ user: buildUser({ role: 'admin' }) }),
    alpha: buildContext({ availability: 'alpha' }),
    beta: buildContext({ availability: 'beta' }),
    enterprise: buildContext({ license: 'enterprise-sites' }),
    enterpriseAlpha: buildContext({ license: 'enterprise-sites', availability: 'alpha' }),
    enterpriseWorkspace: buildContext({ license: 'enterprise-sites', searchParams: '?pe=hub:feature:workspace' }),
    qa: buildContext({ environment: 'qaext' }),
    qaAlpha: buildContext({ availability: 'alpha', environment: 'qaext' }),
    devAlpha: buildContext({ availability: 'alpha', environment: 'devext' }),
    qaAlphaBasic: buildContext({ availability: 'alpha', environment: 'qaext', license: 'hub-basic' }),
    eventsOffline: buildContext({ availability: 'alpha', environment: 'qaext', searchParams: '?sol=events' }),
    eventsNotAvailable: buildContext({ availability: 'alpha', environment: 'qaext', searchParams: 'sna=events' }),
    eventsFlagged: buildContext({ searchParams: '?pe=hub:event' }),
    metricsOffline: buildContext({ availability: 'alpha', searchParams: '?sol=metrics' }),
    discussionsOffline: buildContext({ availability: 'alpha', searchParams: '?sol=discussions' }),
    discussionsMaintenance: buildContext({ serviceStatus: { discussions: 'maintenance' } }),
    discussionsDisabled: buildContext({ searchParams: '?pd=hub:discussion' }),
    downloadsNotAvailable: buildContext({ availability: 'alpha', searchParams: '?sna=hub-downloads' }),
    workspaceFlagged: buildContext({ searchParams: '?pe=hub:feature:workspace' }),
    workspaceDisabled: buildContext({ availability: 'alpha', searchParams: '?pd=hub:feature:workspace' }),
    workspaceConfigOff: buildContext({ availability: 'alpha', featureFlags: { 'hub:feature:workspace': false } }),
    workspacePreview: buildContext({ userHubSettings: { schemaVersion: 1, preview: { workspace: true } } }),
    anonymousWorkspaceFlagged: buildContext({ user: 'anonymous', searchParams: '?pe=hub:feature:workspace' }),
    shortcutsConfigured: buildContext({ featureFlags: { 'hub:feature:keyboardshortcuts': true } }),
    followcardFlagged: buildContext({ environment: 'qaext', searchParams: '?pe=hub:feature:followcard' }),
    followcardOff: buildContext({ environment: 'qaext', featureFlags: { 'hub:feature:followcard': false } }),
    devextFlagged: buildContext({ searchParams: '?pe=hub:environment:devext' }),
    atGroupLimit: buildContext({ user: buildUser({ memberships: { g8: 'member', g9: 'member' } }), groupLimit: 2 }),
    groupMember: buildContext({ availability: 'alpha', user: buildUser({ memberships: { g1: 'member' } }) }),
    groupAdmin: buildContext({ availability: 'alpha', user: buildUser({ memberships: { g1: 'admin' } }) }),
    groupOwner: buildContext({ availability: 'alpha', user: buildUser({ memberships: { g1: 'owner' } }) }),
    groupAdminOffline: buildContext({
      availability: 'alpha',
      user: buildUser({ memberships: { g1: 'admin' } }),
      searchParams: '?sol=discussions',
    }),
    viewerGroupMember: buildContext({ user: buildUser({ role: 'viewer', memberships: { g1: 'member' } }) }),
  } satisfies Record<string, Context>;
}

/** The persona names of {@link buildPersonas}. */
export type PersonaName = keyof ReturnType<typeof buildPersonas>;

/**
 * Entities permission tests use, seen by `casey`: own item (admin control), an item shared for update, someone
 * else's item, a group, view-only group, users, and events with their service permissions.
 *
 * @example
 * checkPermission('hub:site:edit', buildPersonas().member, PERMISSION_TEST_ENTITIES.othersItem).response;
 * // "no-edit-access"
 */
export const PERMISSION_TEST_ENTITIES = Object.freeze({
  none: undefined,
  ownItem: { id: 'i1', owner: 'casey', canEdit: true, canDelete: true, itemControl: 'admin' },
  sharedItem: { id: 'i2', owner: 'jo', canEdit: true, canDelete: false, itemControl: 'update' },
  othersItem: { id: 'i3', owner: 'jo', canEdit: false, canDelete: false },
  adminsItem: { id: 'i4', owner: 'jo', canEdit: true, canDelete: true, itemControl: 'admin' },
  ownItemNoControl: { id: 'i5', owner: 'casey', canEdit: true, canDelete: true },
  group: { id: 'g1', owner: 'jo' },
  viewOnlyGroup: { id: 'g1', owner: 'jo', isViewOnly: true },
  self: { id: 'u1', username: 'casey', owner: 'casey' },
  otherUser: { id: 'u2', username: 'jo', owner: 'jo' },
  event: { id: 'e1', owner: 'casey', canEdit: true, canDelete: false, canChangeAccess: true },
  eventLocked: { id: 'e2', owner: 'jo', canEdit: false, canDelete: false, canChangeAccess: false },
  tagged: { id: 'i6', owner: 'jo', tags: ['a'] },
} satisfies Record<string, (PermissionEntity & Record<string, unknown>) | undefined>);

/** The entity names of {@link PERMISSION_TEST_ENTITIES}. */
export type TestEntityName = keyof typeof PERMISSION_TEST_ENTITIES;
