// Test factories and stubs of @plaza/core, exported as `@plaza/core/testing`. Every export by name.

export { buildSession, SESSION_TEST_NOW, SESSION_TEST_PORTAL } from './buildSession.ts';
export { stubFetchRoutes, type StubbedRequest, type StubRoute } from './stubFetchRoutes.ts';

// --- search
export { buildPortalGroup, buildPortalItem, buildPortalUser, SEARCH_TEST_NOW } from './buildSearchRecords.ts';

// --- session
export { createFakeOAuthBrowser, type FakeOAuthBrowser } from './createFakeOAuthBrowser.ts';
export { linkFakeFrames, type FakeFrame } from './linkFakeFrames.ts';
export { paramsOf } from './stubFetchRoutes.ts';

// --- context and permissions
export {
  buildContext,
  buildPortalSelf,
  buildUser,
  CONTEXT_TEST_ORG_ID,
  CONTEXT_TEST_PORTAL,
  ROLE_TEST_PRIVILEGES,
  type BuildContextOptions,
  type TestRole,
} from './buildContext.ts';
export {
  buildPersonas,
  PERMISSION_TEST_ENTITIES,
  type PersonaName,
  type TestEntityName,
} from './permissionPersonas.ts';

// --- entities, slugs and domains
export {
  buildEntity,
  buildEntityModel,
  buildEntityWriteOptions,
  buildLegacySiteModel,
  ENTITY_TEST_NOW,
  ENTITY_TEST_ORG,
} from './buildEntityModels.ts';
export {
  createFakeItemPortal,
  FAKE_HUB,
  FAKE_PORTAL,
  type FakeCall,
  type FakeItemPortal,
} from './createFakeItemPortal.ts';
