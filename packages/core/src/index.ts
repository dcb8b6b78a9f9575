// The public surface of @plaza/core: every export by name, no `export *`.
// Sections keep concurrent work apart; add your exports to your section, sorted by path.

// --- errors
export { HubError } from './errors/HubError.ts';
export { PORTAL_ERROR_CODES, type PortalErrorCode } from './errors/portalErrorCodes.ts';
export { PortalRequestError } from './errors/PortalRequestError.ts';
export {
  CHART_COMPONENTS,
  GROUP_LIMIT_FALLBACK,
  HISTORY_OTHER_CAP,
  HISTORY_SITE_CAP,
  HUB_SERVICES,
  INITIATIVE_SCHEMA_VERSION,
  PAGE_SCHEMA_VERSION,
  PORTAL_GROUP_LIMIT,
  PROJECT_SCHEMA_VERSION,
  SEARCH_TYPE_GROUPS,
  SITE_SCHEMA_STEPS,
  SITE_SCHEMA_VERSION,
  SLUG_MAX_LENGTH,
  SUBDOMAIN_MAX_LENGTH,
  SUBDOMAIN_RANDOM_SUFFIX_LENGTH,
  USER_RESOURCE_MAX_BYTES,
  type HubService,
} from './constants.ts';
export { DomainRemovalError } from './errors/DomainRemovalError.ts';
export { EnterpriseUnsupportedError } from './errors/EnterpriseUnsupportedError.ts';
export { EntityNotFoundError } from './errors/EntityNotFoundError.ts';
export { HubApiRequestError, type HubApiErrorCode } from './errors/HubApiRequestError.ts';
export { ModuleNotFoundError } from './errors/ModuleNotFoundError.ts';
export { PipelineError } from './errors/PipelineError.ts';
export { SiteNotFoundError } from './errors/SiteNotFoundError.ts';
export { toHubError } from './errors/toHubError.ts';
export { UniqueSlugError } from './errors/UniqueSlugError.ts';
export { UserResourceTooLargeError } from './errors/UserResourceTooLargeError.ts';
export { UserSettingsError, type UserSettingsErrorCode } from './errors/UserSettingsError.ts';
export { enrichSafely, type EnrichmentError } from './pipeline/enrichSafely.ts';
export {
  createOperationStack,
  finishOperation,
  startOperation,
  type OperationEntry,
  type OperationStack,
} from './pipeline/operationStack.ts';
export { runPipeline, type PipelineOperation } from './pipeline/runPipeline.ts';

// --- portal (request layer and one wrapper per call)
export { addGroupUsers } from './portal/addGroupUsers.ts';
export { createGroup, type CreateGroupOptions } from './portal/createGroup.ts';
export { deleteGroup } from './portal/deleteGroup.ts';
export { getCommunitySelf } from './portal/getCommunitySelf.ts';
export { getGroup } from './portal/getGroup.ts';
export {
  getGroupUserList,
  type PortalGroupMember,
  type PortalGroupUserList,
  type PortalGroupUserListQuery,
} from './portal/getGroupUserList.ts';
export { getGroupUsers, type PortalGroupUsers } from './portal/getGroupUsers.ts';
export {
  answerGroupApplication,
  getGroupApplications,
  type PortalGroupApplication,
} from './portal/groupApplications.ts';
export { getItemGroups, type SharedGroup } from './portal/getItemGroups.ts';
export { setItemAccess, type ChosenItemAccess } from './portal/setItemAccess.ts';
export { shareItemWithGroups } from './portal/shareItemWithGroups.ts';
export { determineOwner, OWNER_UNKNOWN_MESSAGE } from './portal/determineOwner.ts';
export {
  createHubLogger,
  hubLogger,
  LOG_LEVELS,
  type HubLogger,
  type LogLevel,
  type LogSink,
} from './log/hubLogger.ts';
export { unshareItemFromGroups } from './portal/unshareItemFromGroups.ts';
export { getPortalLimits, type PortalLimitName } from './portal/getPortalLimits.ts';
export { getPortalSelf, type PortalSelf } from './portal/getPortalSelf.ts';
export { getTrustedOrgs, type PortalTrustedOrg } from './portal/getTrustedOrgs.ts';
export { getUser } from './portal/getUser.ts';
export { getUserResource } from './portal/getUserResource.ts';
export { joinGroup } from './portal/joinGroup.ts';
export { leaveGroup } from './portal/leaveGroup.ts';
export {
  groupFieldsToParams,
  type PortalGroup,
  type PortalGroupFields,
  type PortalGroupMemberType,
  type PortalMembershipAccess,
} from './portal/PortalGroup.ts';
export { searchQueryToParams, type PortalPage, type PortalSearchQuery } from './portal/PortalPage.ts';
export type { PortalUser } from './portal/PortalUser.ts';
export { protectGroup } from './portal/protectGroup.ts';
export { getRegisteredAppInfo } from './portal/getRegisteredAppInfo.ts';
export { registerApp, type AppRegistration, type PortalApp } from './portal/registerApp.ts';
export { updateAppRedirectUris } from './portal/updateAppRedirectUris.ts';
export { removeGroupUsers } from './portal/removeGroupUsers.ts';
export { searchGroups } from './portal/searchGroups.ts';
export { searchUsers } from './portal/searchUsers.ts';
export { setUserResource } from './portal/setUserResource.ts';
export { unprotectGroup } from './portal/unprotectGroup.ts';
export { updateGroup } from './portal/updateGroup.ts';
export { updateGroupUsers } from './portal/updateGroupUsers.ts';
export { updateUser, type PortalUserProfileFields } from './portal/updateUser.ts';
export {
  portalRequest,
  toPortalRequestError,
  type PortalCallOptions,
  type PortalRequestOptions,
} from './portal/portalRequest.ts';

// --- context
export {
  CLOUD_DOMAIN,
  CLOUD_ENVIRONMENTS,
  getHubUrl,
  getPortalEnvironment,
  isCloudPortalUrl,
  type CloudEnvironment,
} from './context/cloudEnvironments.ts';
export type {
  Context,
  ContextGroup,
  ContextUser,
  GroupMemberType,
  HubLicense,
  PortalEnvironment,
  ServiceStatus,
  TrustedOrg,
} from './context/Context.ts';
export { createContext, type CreateContextInput } from './context/createContext.ts';
export { defaultContextFetchers, USER_HUB_SETTINGS_KEY } from './context/defaultContextFetchers.ts';
export { fetchServiceStatus, SERVICE_STATUS_PATH } from './context/fetchServiceStatus.ts';
export { getDefaultServiceStatus } from './context/getDefaultServiceStatus.ts';
export { getHubLicense } from './context/getHubLicense.ts';
export { DEFAULT_ALPHA_ORG_IDS, getOrgAvailability } from './context/getOrgAvailability.ts';
export { getPortalUrls } from './context/getPortalUrls.ts';
export { loadContext, type LoadContextOptions } from './context/loadContext.ts';
export type { ContextFetchers } from './context/contextFetchers.ts';
export { readFlagParams, type FlagParams } from './context/readFlagParams.ts';
export { userHubSettingsSchema, type UserHistoryEntry, type UserHubSettings } from './context/UserHubSettings.ts';

// --- session
export { answerCredentialRequests, type CredentialRequestAnswering } from './session/answerCredentialRequests.ts';
export { beginOAuthSignIn } from './session/beginOAuthSignIn.ts';
export { completeOAuthPopup } from './session/completeOAuthPopup.ts';
export { completeOAuthSignIn, type OAuthSignInResult } from './session/completeOAuthSignIn.ts';
export { createSessionHandle, type SessionHandle, type SessionHandleOptions } from './session/createSessionHandle.ts';
export {
  CREDENTIAL_ERROR_MESSAGE,
  CREDENTIAL_MESSAGE,
  REQUEST_CREDENTIAL_MESSAGE,
  type CrossFrameCredential,
  type MessageLike,
  type MessagePoster,
  type MessageTarget,
} from './session/crossFrameMessages.ts';
export { ensureFreshSession } from './session/ensureFreshSession.ts';
export { exchangeRefreshToken } from './session/exchangeRefreshToken.ts';
export { exchangeSessionToken } from './session/exchangeSessionToken.ts';
export { getServerToken } from './session/getServerToken.ts';
export { isAuthError } from './session/isAuthError.ts';
export { isTokenFresh } from './session/isTokenFresh.ts';
export type { KeyValueStorage, OAuthBrowser } from './session/OAuthBrowser.ts';
export { oauthBrowserFromWindow, type WindowLike } from './session/oauthBrowserFromWindow.ts';
export type { OAuthSignInOptions } from './session/OAuthSignInOptions.ts';
export { refreshSession } from './session/refreshSession.ts';
export { refreshWithPassword } from './session/refreshWithPassword.ts';
export { refreshWithRefreshToken } from './session/refreshWithRefreshToken.ts';
export { requestCredentialFromParent, type ParentCredentialRequest } from './session/requestCredentialFromParent.ts';
export { restoreSession } from './session/restoreSession.ts';
export { revokeSession } from './session/revokeSession.ts';
export { serializeSession } from './session/serializeSession.ts';
export type { FederatedServerToken, Session, SessionProvider } from './session/Session.ts';
export {
  AUTH_RETRY_LIMIT,
  FEDERATED_SERVER_TOKEN_VALIDITY_MS,
  OAUTH_HASH_EXPIRY_TRIM_MS,
  OAUTH_TOKEN_EXPIRY_TRIM_MS,
  PARENT_CREDENTIAL_DEFAULT_EXPIRY_MS,
  REFRESH_TOKEN_EARLY_MS,
  REFRESH_TOKEN_LIFETIME_MINUTES,
  TOKEN_DURATION_MINUTES,
} from './session/sessionConstants.ts';
export { resolveSessionDeps, type SessionDeps } from './session/SessionDeps.ts';
export { SESSION_ERROR_MESSAGES, SessionError, type SessionErrorCode } from './session/SessionError.ts';
export { sessionFromIdentityManager } from './session/sessionFromIdentityManager.ts';
export { signInWithPassword, type PasswordSignInOptions } from './session/signInWithPassword.ts';
export { signInWithPlatformSelf } from './session/signInWithPlatformSelf.ts';
export { signInWithPopup, type PopupSignInOptions } from './session/signInWithPopup.ts';
export { signOutUrl } from './session/signOutUrl.ts';
export { toIdentityManager } from './session/toIdentityManager.ts';
export { validateSessionAppAccess, type AppAccess } from './session/validateSessionAppAccess.ts';
export { withAuthRetry } from './session/withAuthRetry.ts';

// --- permissions
export {
  toPermissionEntity,
  type ItemPermissionEntity,
  type PermissionEntitySource,
  type StoredEntityGrant,
} from './permissions/toPermissionEntity.ts';
export { checkAssertion, memberTypeIn, type AssertionOutcome } from './permissions/checkAssertion.ts';
export { checkEntityGrant } from './permissions/checkEntityGrants.ts';
export {
  checkPermission,
  type CheckPermissionOptions,
  type PermissionAccessResponse,
  type PermissionName,
} from './permissions/checkPermission.ts';
export {
  createPolicyRegistry,
  type CompiledAssertion,
  type CompiledPolicy,
  type PolicyRegistry,
} from './permissions/createPolicyRegistry.ts';
export {
  evaluatePolicy,
  recordCheck,
  type PermissionCheck,
  type PermissionCheckName,
} from './permissions/evaluatePolicy.ts';
export { getAbilities, getFamilyPermissions, type Abilities } from './permissions/getAbilities.ts';
export { isPermission, PERMISSIONS, type Permission } from './permissions/Permission.ts';
export {
  ASSERTION_OPERATORS,
  CONTEXT_PATHS,
  type AssertionOperator,
  type AssertionValue,
  type Availability,
  type CollaborationType,
  type ContextPath,
  type EntityPermissionGrant,
  type PermissionContext,
  type PermissionEntity,
  type PermissionPolicy,
  type PolicyAssertion,
  type PolicyTable,
  type PropertyPath,
} from './permissions/PermissionPolicy.ts';
export {
  getPolicyResponseCode,
  GRANTING_RESPONSES,
  POLICY_RESPONSE_CODES,
  type PolicyResponse,
  type PolicyResponseCode,
} from './permissions/policyResponses.ts';
export { PolicyTableError, type PolicyTableErrorCode } from './permissions/PolicyTableError.ts';
export { PORTAL_PRIVILEGES, type PortalPrivilege } from './permissions/policies/platformPolicies.ts';
export { compilePath, isPropertyPath, readPath, type CompiledPath } from './permissions/propertyPath.ts';
export { SYSTEM_POLICIES, SYSTEM_POLICY_REGISTRY } from './permissions/systemPolicies.ts';
export { validatePolicyTable } from './permissions/validatePolicyTable.ts';

// --- workspace
export { buildWorkspaceLinks, type WorkspaceLink } from './workspace/buildWorkspaceLinks.ts';
export { getContentFamily, type ContentFamily } from './workspace/getContentFamily.ts';
export {
  DEFAULT_WORKSPACE_PANE,
  getDefaultWorkspacePane,
  NO_WORKSPACE_LINKS_WARNING,
} from './workspace/getDefaultWorkspacePane.ts';
export { getEntityLinks, type EntityLinkSet } from './workspace/getEntityLinks.ts';
export { getHubEntityType, getHubTypeFromItemType } from './workspace/getHubEntityType.ts';
export { ITEM_TYPE_COLLECTIONS, type ItemTypeCollection } from './workspace/itemTypeCollections.ts';
export {
  getEventIdFromSlug,
  getEventSlug,
  getSiteRelativeLink,
  type SiteLinkTarget,
} from './workspace/getSiteRelativeLink.ts';
export { getWorkspaceLinks, WORKSPACE_LINK_PERMISSIONS_MESSAGE } from './workspace/getWorkspaceLinks.ts';
export { getEntityTypePlural, getWorkspaceRoute, WORKSPACE_FALLBACK_ROUTE } from './workspace/getWorkspaceRoute.ts';
export { HUB_ENTITY_TYPES, isHubEntityType, type HubEntityType } from './workspace/HubEntityType.ts';
export { getGroupHomeUrl, getItemHomeUrl, getUserHomeUrl } from './workspace/portalHomeUrls.ts';
export { getAdvancedEditUrl, SITE_ROUTES } from './workspace/siteRoutes.ts';
export {
  isWorkspacePane,
  WORKSPACE_PANE_NAMES,
  WORKSPACE_PANES,
  type WorkspacePane,
} from './workspace/workspacePanes.ts';

// --- ids, slugs and domains
export { deriveSubdomain } from './domains/deriveSubdomain.ts';
export { ensureSafeDomainLength } from './domains/ensureSafeDomainLength.ts';
export { findSiteBySubdomain } from './domains/findSiteBySubdomain.ts';
export { baseDomainOf, getDefaultHostname } from './domains/getDefaultHostname.ts';
export { getSiteIdByHostname } from './domains/getSiteIdByHostname.ts';
export { getSiteUrl } from './domains/getSiteUrl.ts';
export { getSiteCallbackUris, SITE_CALLBACK_PATH } from './entities/site/syncSiteApp.ts';
export { getUniqueSubdomain, type UniqueSubdomainOptions } from './domains/getUniqueSubdomain.ts';
export { isValidHostname } from './domains/isValidHostname.ts';
export { setSubdomainKeyword, subdomainKeywordQuery } from './domains/subdomainKeyword.ts';
export { addDomain } from './hub-api/addDomain.ts';
export {
  domainRecordSchema,
  type DomainRecord,
  type DomainServiceOptions,
  type NewDomainRecord,
} from './hub-api/domainRecord.ts';
export { getDomainsForSite } from './hub-api/getDomainsForSite.ts';
export { deriveOrgKey } from './orgs/deriveOrgKey.ts';
export { fetchHomeSiteModel } from './orgs/fetchHomeSiteModel.ts';
export { getOrgDomainInfo, type OrgDomainInfo } from './orgs/getOrgDomainInfo.ts';
export { injectHomeSiteValues, type HomeSiteModel, type HomeSiteOrgInfo } from './orgs/homeSiteModel.ts';
export { hubApiRequest, type HubApiCallOptions, type HubApiRequest } from './hub-api/hubApiRequest.ts';
export { lookupDomain } from './hub-api/lookupDomain.ts';
export { removeDomain } from './hub-api/removeDomain.ts';
export { removeDomainByHostname } from './hub-api/removeDomainByHostname.ts';
export { removeDomainsBySiteId } from './hub-api/removeDomainsBySiteId.ts';
export { constructSlug, cutSlug, truncateSlug } from './ids/constructSlug.ts';
export { getUniqueSlug } from './ids/getUniqueSlug.ts';
export { isGuid, toItemId } from './ids/isGuid.ts';
export { normalizeSlug } from './ids/normalizeSlug.ts';
export { parseIdentifier, type ParsedIdentifier } from './ids/parseIdentifier.ts';
export { getSlugFromKeywords, setSlugKeyword, slugKeywordQuery } from './ids/slugKeyword.ts';
export { slugify } from './ids/slugify.ts';
export { fromUrlSlug, toUrlSlug } from './ids/urlSlug.ts';

// --- entities
export type { EntityMapperContext } from './entities/common/entityMapperContext.ts';
export { entityOptionsFromContext } from './entities/common/entityOptionsFromContext.ts';
export type { EntityRequestOptions, EntityWriteOptions } from './entities/common/entityRequestOptions.ts';
export { entityStatusSchema, type EntityStatus } from './entities/common/entityStatus.ts';
export {
  hubItemEntitySchema,
  DERIVED_FIELDS,
  type EntityFeatures,
  type EntityLinks,
  type EntityLocation,
  type EntityPermission,
  type HubItemEntity,
} from './entities/common/hubItemEntity.ts';
export { getStatusFromKeywords, setStatusKeyword } from './entities/common/statusKeyword.ts';
export { createEntity, type EntityInput } from './entities/createEntity.ts';
export { deleteEntity } from './entities/deleteEntity.ts';
export type { EntityByKind, EntityKind } from './entities/entityKinds.ts';
export { fetchEntity } from './entities/fetchEntity.ts';
export {
  groupMembershipAccessSchema,
  hubGroupSchema,
  type GroupMembershipAccess,
  type HubGroup,
} from './entities/group/group.ts';
export { groupFromPortal } from './entities/group/groupFromPortal.ts';
export { groupToPortal, type HubGroupPortalFields, type PortalGroupParams } from './entities/group/groupToPortal.ts';
export {
  createHubGroup,
  fetchHubGroup,
  updateHubGroup,
  type HubGroupOptions,
  type NewHubGroup,
} from './entities/group/hubGroups.ts';
export { hubInitiativeSchema, type HubInitiative } from './entities/initiative/initiative.ts';
export { INITIATIVE_FEATURE_DEFAULTS, initiativeDefaults } from './entities/initiative/initiativeDefaults.ts';
export { initiativeFromModel } from './entities/initiative/initiativeFromModel.ts';
export { initiativeToModel } from './entities/initiative/initiativeToModel.ts';
export { isLegacyInitiativeModel } from './entities/initiative/isLegacyInitiativeModel.ts';
export {
  DEFAULT_INITIATIVE_CATALOG_TITLE,
  migrateInitiativeModel,
} from './entities/initiative/migrateInitiativeModel.ts';
export {
  portalItemSchema,
  type ItemAccess,
  type ItemControl,
  type ItemModel,
  type PortalItem,
} from './entities/items/itemModel.ts';
export { shouldClearEmptyFields } from './entities/items/shouldClearEmptyFields.ts';
export {
  metricDisplaySchema,
  metricSchema,
  metricSourceSchema,
  type Metric,
  type MetricDisplay,
  type MetricSource,
} from './entities/metric/metric.ts';
export { metricDisplayDefaults } from './entities/metric/metricDisplayDefaults.ts';
export { hubPageSchema, type HubPage } from './entities/page/page.ts';
export { pageDefaults } from './entities/page/pageDefaults.ts';
export { pageFromModel } from './entities/page/pageFromModel.ts';
export { pageToModel } from './entities/page/pageToModel.ts';
export { migratePageModel } from './entities/page/migratePageModel.ts';
export { hubProjectSchema, type HubProject } from './entities/project/project.ts';
export { PROJECT_FEATURE_DEFAULTS, projectDefaults } from './entities/project/projectDefaults.ts';
export { projectFromModel } from './entities/project/projectFromModel.ts';
export { projectToModel } from './entities/project/projectToModel.ts';
export { migrateProjectModel } from './entities/project/migrateProjectModel.ts';
export { applySiteDraft, type SiteDraft } from './entities/site/migrations/applySiteDraft.ts';
export { migrateSiteModel } from './entities/site/migrations/migrateSiteModel.ts';
export { hubSiteSchema, SITE_ITEM_TYPES, type HubSite, type SiteLayout, type SiteTheme } from './entities/site/site.ts';
export { siteDefaultLayout, siteDefaults, siteDefaultTheme } from './entities/site/siteDefaults.ts';
export { siteFromModel } from './entities/site/siteFromModel.ts';
export { siteToModel } from './entities/site/siteToModel.ts';
export { DEFAULT_SITE_CATALOG_TITLE, siteCatalogOf } from './entities/site/siteCatalogOf.ts';
export { searchCategoriesToCollections } from './entities/site/searchCategoriesToCollections.ts';
export {
  hubTemplateSchema,
  deployedTypeOf,
  SOLUTION_TYPE_KEYWORD,
  type HubTemplate,
} from './entities/template/template.ts';
export { TEMPLATE_SCHEMA_VERSION, templateDefaults } from './entities/template/templateDefaults.ts';
export { templateFromModel } from './entities/template/templateFromModel.ts';
export { templateToModel } from './entities/template/templateToModel.ts';
export {
  hubInitiativeTemplateSchema,
  INITIATIVE_TEMPLATE_ITEM_TYPES,
  type HubInitiativeTemplate,
} from './entities/initiativeTemplate/initiativeTemplate.ts';
export {
  INITIATIVE_TEMPLATE_SCHEMA_VERSION,
  initiativeTemplateDefaults,
} from './entities/initiativeTemplate/initiativeTemplateDefaults.ts';
export { initiativeTemplateFromModel } from './entities/initiativeTemplate/initiativeTemplateFromModel.ts';
export { initiativeTemplateToModel } from './entities/initiativeTemplate/initiativeTemplateToModel.ts';
export { updateEntity } from './entities/updateEntity.ts';

// --- metrics (spec 1 §3 Metric, §5 where clauses; spec 3 §3 Stat card)
export {
  buildMetricWhere,
  readMetricWhere,
  whereToExpressions,
  type MetricExpression,
  type MetricField,
} from './metrics/metricWhere.ts';
export {
  migrateStatCard,
  STAT_CARD_SCALES,
  STAT_CARD_UNIT_POSITIONS,
  statCardDisplay,
  statCardMetric,
  type DynamicMetricConfig,
  type MetricStatistic,
  type StatCardScale,
  type StatCardSettings,
  type StatCardUnitPosition,
} from './metrics/statCard.ts';
export { METRIC_TIMEOUT_MS, resolveMetric, type MetricCallOptions, type MetricValue } from './metrics/resolveMetric.ts';
export {
  CHART_MAX_BINS,
  CHART_TYPES,
  dateBins,
  readChartCategory,
  readChartType,
  resolveChart,
  type ChartBin,
  type ChartCategory,
  type ChartPoint,
  type ChartSpec,
  type ChartType,
  type ChartValue,
} from './metrics/chart.ts';
export { shownMetrics, type ShownMetric } from './metrics/entityMetrics.ts';
export { getEntityMetrics, type EntityWithMetrics } from './metrics/getEntityMetrics.ts';
export {
  metricEditorValues,
  metricFromEditorValues,
  newMetricEditorValues,
  type MetricEditorValues,
} from './metrics/metricEditorValues.ts';

// --- associations: a project joins an initiative (issue 20; hub.js's two halves: include and reference)
export {
  ASSOCIATION_GROUP_KEYWORD,
  associationGroupId,
  INITIATIVE_REFERENCE_PREFIX,
  initiativeReference,
  referencedInitiativeIds,
} from './associations/associationKeyword.ts';
export {
  AssociationRefusal,
  associationRefusal,
  type AssociationRefusalReason,
} from './associations/associationRefusal.ts';
export { ensureAssociationGroup } from './associations/ensureAssociationGroup.ts';
export { associateProject, dissociateProject, type AssociationResult } from './associations/associateProject.ts';
export {
  ASSOCIATED_MAX,
  fetchInitiativeProjects,
  fetchProjectInitiatives,
  type AssociatedEntity,
} from './associations/fetchAssociated.ts';

// --- following (spec 3 §3 Follow card settings, §4 follow states and card migration)
export {
  FOLLOWERS_GROUP_KEYWORD,
  followedEntityOf,
  followsKeyword,
  type FollowTarget,
} from './follow/followersGroup.ts';
export { ensureFollowersGroup } from './follow/ensureFollowersGroup.ts';
export {
  fetchFollowState,
  followEntity,
  unfollowEntity,
  type Followable,
  type FollowState,
} from './follow/followEntity.ts';
export { migrateFollowCard, type FollowCardAlign, type FollowCardSettings } from './follow/followCard.ts';
export {
  fetchFollowActivity,
  fetchFollowedEntities,
  unreadCount,
  type FollowActivity,
  type FollowActivityOptions,
  type FollowedEntity,
} from './follow/followActivity.ts';

// --- notices (spec 3 §3, §4)
export {
  hubNoticeSchema,
  NOTICE_PERMISSIONS,
  noticeKindSchema,
  noticePlaceSchema,
  readNotices,
  type HubNotice,
  type NoticeKind,
  type NoticePlace,
} from './notices/hubNotice.ts';
export {
  getNoticeById,
  isNoticeShown,
  noticeEnd,
  visibleNotices,
  type NoticeConditions,
  type NoticeTerms,
} from './notices/noticeVisibility.ts';
export {
  dismissedInSettings,
  NOTICES_STORE_KEY,
  readDismissedNotices,
  withDismissedNotice,
  withDismissedNotices,
  withRestoredNotice,
  writeDismissedNotices,
  type NoticeStorage,
} from './notices/dismissedNotices.ts';
export { PENDING_DISMISSALS_KEY, readPendingDismissals, writePendingDismissals } from './notices/pendingDismissals.ts';
export { noticeProblems, type NoticeProblem } from './notices/noticeProblems.ts';
export { orgNoticesOf, saveOrgNotices } from './notices/orgNotices.ts';

// --- surveys (spec 2 §3, §4, §7; issue 21)
export {
  SURVEY_DEFAULT_SETTINGS,
  MAP_QUESTION_TYPES,
  MAP_SURVEY_TYPEKEYWORD,
  type SurveyFormBlock,
  type SurveyQuestion,
  type SurveySettings,
  type SurveyFormJson,
} from './surveys/surveyForm.ts';
export {
  isPageQuestion,
  isMapQuestion,
  getMapQuestion,
  hasMapQuestion,
  shouldDisplayMap,
} from './surveys/mapQuestion.ts';
export { decodeSurveyForm } from './surveys/decodeSurveyForm.ts';
export {
  hubSurveySchema,
  SURVEY_ITEM_TYPES,
  SURVEY_TYPE_KEYWORDS,
  SURVEY_SCHEMA_VERSION,
  type HubSurvey,
} from './entities/survey/survey.ts';
export { surveyDefaults } from './entities/survey/surveyDefaults.ts';
export { surveyFromModel } from './entities/survey/surveyFromModel.ts';
export { surveyToModel } from './entities/survey/surveyToModel.ts';
export { fetchSurveyFormJson, portalItemInfo, type ReadItemInfo } from './surveys/fetchSurveyFormJson.ts';
export { changeItemRelationship, getRelatedItems, type ItemRelationshipRequest } from './portal/itemRelationships.ts';
export {
  SURVEY_QUESTION_KINDS,
  QUESTION_TYPE_OF_KIND,
  EMPTY_SURVEY_DESIGN,
  MAX_SURVEY_QUESTIONS,
  isMapKind,
  surveyFormOfDesign,
  type SurveyQuestionKind,
  type SurveyDesignQuestion,
  type SurveyDesign,
} from './surveys/surveyDesign.ts';
export { surveyDesignOfForm } from './surveys/surveyDesignOfForm.ts';
export {
  TEMPLATE_ENTITY_KINDS,
  solutionDataSchema,
  itemIdPlaceholder,
  slugPlaceholder,
  TITLE_PLACEHOLDER,
  type TemplateEntityKind,
  type SolutionData,
  type SolutionItemTemplate,
} from './templates/solutionData.ts';
export { solutionDataOf, type TemplateSource } from './templates/solutionDataOf.ts';
export { fetchSolutionData } from './templates/fetchSolutionData.ts';
export {
  saveAsTemplate,
  kindOfDeployedType,
  TEMPLATE_DEPLOYED_TYPES,
  type TemplateRequest,
} from './templates/saveAsTemplate.ts';
export {
  deployTemplate,
  type DeployRequest,
  type DeployProgress,
  type DeployOptions,
  type DeployResult,
} from './templates/deployTemplate.ts';
export { formQuestions, isSurveyOpen, surveyArea } from './surveys/surveyFormRules.ts';
export { surveyDesignProblems, type SurveyDesignProblem } from './surveys/surveyDesignProblems.ts';
export {
  surveyAnswersLayer,
  SURVEY_ANSWER_LENGTHS,
  SURVEY_ANSWERS_LAYER,
  SURVEY_CREATION_DATE_FIELD,
  SURVEY_CREATOR_FIELD,
  type SurveyAnswerField,
  type SurveyAnswersLayer,
} from './surveys/surveyAnswersLayer.ts';
export { writeSurveyForm, SURVEY_FORM_NAME } from './surveys/writeSurveyForm.ts';
export {
  surveyAnswerProblems,
  surveyAnswerFeature,
  sendSurveyAnswer,
  type SurveyAnswers,
  type SurveyAnswerProblem,
} from './surveys/surveyAnswer.ts';
export {
  surveyFeatureProblems,
  type SurveyAnswerInput,
  type SurveyFeatureProblem,
} from './surveys/surveyFeatureProblems.ts';
export {
  publishSurvey,
  SURVEY_TO_SERVICE,
  type SurveyItemRef,
  type PublishSurveyStep,
} from './surveys/publishSurvey.ts';

// --- telemetry and consent (spec 3 §3–§5, §10; issue 22, ADR 0170)
export { TELEMETRY_LIMITS } from './telemetry/telemetryLimits.ts';
export {
  TELEMETRY_EVENT_TYPES,
  TELEMETRY_USER_TYPES,
  TELEMETRY_INGEST_PATH,
  type TelemetryEventType,
  type TelemetryUserType,
  type TelemetryEventInput,
  type TelemetryBatch,
} from './telemetry/telemetryBatch.ts';
export {
  classifyVisitor,
  INTERNAL_ACCOUNT_TYPES,
  isInternalUser,
  type VisitorOrganizations,
} from './telemetry/classifyVisitor.ts';
export {
  TELEMETRY_GROUP_PROPERTIES,
  readTelemetryAccess,
  grantedTelemetryGroups,
  withTelemetryGrant,
  type TelemetryGroupType,
  type TelemetryGrant,
  type TelemetryAccess,
} from './telemetry/telemetryAccess.ts';
export {
  fetchItemTelemetryAccess,
  setItemTelemetryGrant,
  type ItemTelemetryAccess,
} from './telemetry/itemTelemetryAccess.ts';
export {
  fetchTelemetryReport,
  telemetryReportQuery,
  TELEMETRY_REPORTS_PATH,
  type TelemetryReport,
  type TelemetryReportRange,
} from './telemetry/telemetryReport.ts';
export { elementBreadcrumb } from './telemetry/elementBreadcrumb.ts';
export {
  PRIVACY_SETTINGS_KEY,
  readPrivacyConsent,
  saveConsentChoice,
  type ConsentCategories,
  type ConsentStorage,
  type PrivacyConsent,
} from './telemetry/privacyConsent.ts';
export {
  telemetryOff,
  trackerAllowed,
  type TelemetryGate,
  type TelemetryOff,
  type TrackerKind,
} from './telemetry/telemetryEnabled.ts';
export { checkTrackedEvent, type TrackedValue } from './telemetry/trackedEvent.ts';
export { advanceWorkflow, type TrackedWorkflow } from './telemetry/trackedWorkflow.ts';

// --- languages (spec 3 §9)
export { matchLocale } from './i18n/matchLocale.ts';

// --- user settings and history
export { addHistoryEntry } from './settings/addHistoryEntry.ts';
export { fetchUserHubSettings } from './settings/fetchUserHubSettings.ts';
export { newUserHubSettings, USER_HUB_SETTINGS_SCHEMA_VERSION } from './settings/newUserHubSettings.ts';
export { recordHistoryVisit } from './settings/recordHistoryVisit.ts';
export { removeHistoryEntry } from './settings/removeHistoryEntry.ts';
export { saveUserHubSettings, type SaveUserHubSettingsOptions } from './settings/saveUserHubSettings.ts';
export { isSiteHistoryEntry, userHistoryEntrySchema, type UserHistoryVisit } from './settings/userHistoryEntry.ts';

// --- search and catalogs
export { getCatalogGroups } from './catalogs/getCatalogGroups.ts';
export { getCatalogQuery } from './catalogs/getCatalogQuery.ts';
export { readScopeDraft, writeScopeDraft, type CatalogScopeDraft } from './catalogs/catalogScopeDraft.ts';
export {
  addableFamilies,
  addCollection,
  collectionKeyOf,
  collectionLabelOf,
  moveCollection,
  removeCollection,
  updateCollection,
} from './catalogs/collectionEdits.ts';
export { catalogProblems, COLLECTION_LABEL_MAX, type CatalogProblem } from './catalogs/catalogProblems.ts';
export { sameJson } from './entities/common/writeEntityModel.ts';
export { expandFamilyTypes } from './catalogs/expandFamilyTypes.ts';
export { getDefaultItemCollections, getItemCollection } from './catalogs/getDefaultItemCollections.ts';
export {
  CATALOG_ERROR_CODES,
  getWellKnownCatalog,
  WELL_KNOWN_GROUP_CATALOGS,
  WELL_KNOWN_ITEM_CATALOGS,
  type CatalogUser,
  type CatalogUserGroup,
  type WellKnownCatalogName,
  type WellKnownCatalogOptions,
} from './catalogs/getWellKnownCatalog.ts';
export {
  CATALOG_SCHEMA_VERSION,
  hubCatalogSchema,
  type HubCatalog,
  type HubCollection,
} from './catalogs/HubCatalog.ts';
export {
  DEFAULT_ITEM_COLLECTION_KEYS,
  isItemCollectionKey,
  ITEM_COLLECTION_LABELS,
  ITEM_COLLECTION_TYPES,
  type ItemCollectionKey,
} from './catalogs/itemCollections.ts';
export { SEARCH_CATEGORIES, type SearchCategory } from './catalogs/searchCategories.ts';
export { DEFAULT_CATALOG_TITLE, upgradeCatalogSchema } from './catalogs/upgradeCatalogSchema.ts';
export { classifyPredicateValue, type ClassifiedValue } from './search/classifyPredicateValue.ts';
export {
  CONTENT_COUNT_SIZE,
  enrichSearchResult,
  GROUP_ENRICHMENTS,
  MEMBERSHIP_SUMMARY_SIZE,
  USER_ENRICHMENTS,
} from './search/enrichSearchResult.ts';
export { getItemFamily, getItemSiteRelativeRoute, type ItemFamily } from './search/getItemFamily.ts';
export { getTopLevelPredicate } from './search/getTopLevelPredicate.ts';
export {
  DEFAULT_AGG_LIMIT,
  RELATIVE_DATE_UNITS,
  TARGET_ENTITIES,
  TOP_LEVEL_PREDICATES,
  type DateRange,
  type HubQuery,
  type MatchOptions,
  type Predicate,
  type PredicateValue,
  type QueryFilter,
  type RelativeDate,
  type RelativeDateUnit,
  type SortOrder,
  type TargetEntity,
  type TopLevelPredicate,
} from './search/HubQuery.ts';
export { hubQuerySchema, queryFilterSchema } from './search/hubQuerySchema.ts';
export {
  ITEM_PREDICATE_FIELDS,
  type ItemPredicate,
  type ItemPredicateField,
  type ItemQuery,
} from './search/ItemQuery.ts';
export { hubSearch } from './search/hubSearch.ts';
export type { HubRequestOptions, HubSearchOptions, SearchApi } from './search/HubSearchOptions.ts';
export type {
  DateSource,
  HubAggregation,
  HubSearchResponse,
  HubSearchResult,
  HubSearchResultError,
  HubSearchResultLinks,
} from './search/HubSearchResult.ts';
export { HUB_SEARCH_API_PATH } from './search/internal/hubApiSearchItems.ts';
export {
  extentToPolygon,
  itemToRecordFeature,
  RECORD_CORE_CONFORMANCE,
  type EnvelopePolygon,
  type PortalItemWithExtent,
} from './search/itemToRecordFeature.ts';
export { attendeeToSearchResult, type HubAttendeeRecord } from './search/mappers/attendeeToSearchResult.ts';
export { eventToSearchResult, type HubEventRecord } from './search/mappers/eventToSearchResult.ts';
export {
  groupToSearchResult,
  mapMembershipAccess,
  type PortalGroupRecord,
} from './search/mappers/groupToSearchResult.ts';
export { itemToSearchResult, type PortalItemRecord } from './search/mappers/itemToSearchResult.ts';
export { postToSearchResult, type HubPostRecord } from './search/mappers/postToSearchResult.ts';
export { type ResultMapContext } from './search/mappers/resultUrls.ts';
export { userToSearchResult, type PortalUserRecord } from './search/mappers/userToSearchResult.ts';
export {
  normalizeHubApiAggregations,
  normalizePortalAggregations,
  type HubApiAggregations,
  type PortalAggregations,
} from './search/normalizeAggregations.ts';
export {
  MAX_FILTER_LENGTH,
  parseHubSearchFilter,
  type FilterLiteral,
  type FilterNode,
} from './search/parseHubSearchFilter.ts';
export { recordFeatureToItem, type RecordFeature, type RecordFeatureProperties } from './search/recordFeatureToItem.ts';
export { recordFeatureToSearchResult } from './search/mappers/recordFeatureToSearchResult.ts';
export { relativeDateToRange, toEpoch, type EpochRange } from './search/relativeDateToRange.ts';
export {
  notImplementedMessage,
  SEARCH_ERROR_CODES,
  SEARCH_MESSAGES,
  TOP_LEVEL_MESSAGES,
} from './search/searchMessages.ts';
export { toHubSearchFilter, type ToHubSearchFilterOptions } from './search/toHubSearchFilter.ts';
export { toHubSearchParams, type HubSearchParams, type ToHubSearchParamsOptions } from './search/toHubSearchParams.ts';
export { toPortalQ, type ToPortalQOptions } from './search/toPortalQ.ts';
export { validateQuery } from './search/validateQuery.ts';

// --- sanitiser (HTML profiles, URLs, Markdown)
export { renderMarkdown } from './markdown/renderMarkdown.ts';
export { HTML_PROFILE_NAMES, HTML_PROFILES, type HtmlProfile, type HtmlProfileName } from './sanitize/htmlProfiles.ts';
export { htmlToText } from './sanitize/htmlToText.ts';
export { DEFAULT_EMBED_HOSTS } from './sanitize/sanitizeEmbedUrl.ts';
export { sanitizeHtml, type SanitizeHtmlOptions } from './sanitize/sanitizeHtml.ts';
export { sanitizeUrl, type SanitizeUrlOptions } from './sanitize/sanitizeUrl.ts';
export { RICH_LINK_SCHEMES, URL_SCHEMES } from './sanitize/urlSchemes.ts';

// --- events
export { eventFromService } from './events/eventFromService.ts';
export {
  EVENT_REGISTRATION_SCHEMA,
  EVENT_SERVICE_RECORD_SCHEMA,
  type EventRegistration,
  type EventServiceLocation,
  type EventServicePayload,
  type EventServiceRecord,
} from './events/eventServiceRecord.ts';
export { eventSearchParams } from './events/eventSearchParams.ts';
export {
  createEvent,
  deleteEvent,
  deleteRegistration,
  EVENTS_API_PATH,
  EVENTS_MESSAGES,
  getEvent,
  registerForEvent,
  searchEvents,
  searchRegistrations,
  updateEvent,
  updateRegistration,
  type EventsPage,
  type EventsSearchParams,
} from './events/eventsClient.ts';
export { EventsRequestError } from './events/EventsRequestError.ts';
export { eventToIcs } from './events/eventToIcs.ts';
export { eventToService, type HubEventDraft } from './events/eventToService.ts';
export { fetchEventBySlug } from './events/fetchEventBySlug.ts';
export {
  EVENT_RELATED_ENTITY_TYPES,
  type EventAttendance,
  type EventCapacityType,
  type EventLocationType,
  type HubEvent,
  type HubEventLinks,
  type HubEventLocation,
} from './events/HubEvent.ts';
export { isOnlineLinkShown, ONLINE_LINK_LEAD_MS } from './events/isOnlineLinkShown.ts';
export { isValidTimeZone, zonedTimeToUtc } from './events/zonedTimeToUtc.ts';
export {
  isFeatureServiceType,
  isServiceUrl,
  layerIdOfUrl,
  layerUrlOf,
  serviceTypeOfUrl,
  serviceUrlOf,
} from './content/layerUrl.ts';
export {
  bboxToExtent,
  createExtent,
  extentToBBox,
  getExtentCenter,
  isBBox,
  isValidExtent,
  WORLD_EXTENT,
  type BBox,
  type Envelope,
  type ItemExtent,
} from './content/extent.ts';
export {
  fetchDatasetLayer,
  fetchLayerStatistics,
  queryLayer,
  type DatasetLayer,
  type LayerCallOptions,
  type LayerFieldInfo,
  type LayerInfo,
  type LayerStatistics,
  type ServiceInfo,
  type ServiceLayerEntry,
} from './content/datasetLayer.ts';
export { readDatedValue, type DatedValue, type DatePrecision } from './content/datedValue.ts';
export {
  contentEntityFromItem,
  contentExtendedProps,
  fetchContentEntity,
  fetchServerInfo,
  type ContentEntity,
  type ContentExtendedProps,
  type ContentServerInfo,
} from './content/contentEntity.ts';
export {
  deleteItemVersion,
  fetchItemVersions,
  itemVersionFileUrl,
  restoreItemVersion,
  type ItemVersion,
} from './content/itemVersions.ts';
export { setItemProtected } from './content/itemProtection.ts';
export { removeItemThumbnail, setItemThumbnailUrl } from './content/itemThumbnail.ts';
export { deleteItemsInBulk, moveItemsInBulk, shareItemsInBulk, type BulkShare } from './content/bulkItems.ts';
export { fetchUserFolders, type UserFolder } from './content/userFolders.ts';
export { searchOwnContent, type OwnContentPage, type OwnContentQuery } from './content/searchOwnContent.ts';
export {
  LICENSE_RECORDS,
  licenseInfoOf,
  readLicense,
  type ContentLicense,
  type LicenseProblem,
  type LicenseRecord,
} from './content/licenses.ts';
export {
  CONTENT_SCHEMA_VERSION,
  type ContentPublisher,
  type ContentResource,
  type HubContent,
} from './entities/content/content.ts';
export { contentDefaults } from './entities/content/contentDefaults.ts';
export { contentFromModel } from './entities/content/contentFromModel.ts';
export { contentToModel } from './entities/content/contentToModel.ts';

// --- discussions
export {
  ACL_CATEGORIES,
  ACL_SUB_CATEGORIES,
  CANNOT_DISCUSS,
  CHANNEL_ACCESS,
  CHANNEL_ROLES,
  DISCUSSION_LIMITS,
  POST_REACTIONS,
  POST_STATUSES,
  POST_TYPES,
  type AclCategory,
  type AclSubCategory,
  type ChannelAccess,
  type ChannelRole,
  type PostReaction,
  type PostStatus,
  type PostType,
} from './discussions/discussionConstants.ts';
export {
  CHANNEL_RECORD_SCHEMA,
  POST_RECORD_SCHEMA,
  type ChannelRecord,
  type DiscussionsPage,
  type PostRecord,
} from './discussions/discussionRecords.ts';
export {
  blockChannelUser,
  createPost,
  createReaction,
  createReply,
  getChannel,
  getPost,
  removeReaction,
  reportPost,
  searchChannels,
  searchPosts,
  updatePostStatus,
  votePoll,
  type ChannelSearchParams,
  type NewPost,
  type PostSearchParams,
} from './discussions/discussionsClient.ts';
export { DISCUSSIONS_API_PATH, DiscussionsRequestError } from './discussions/discussionsRequest.ts';
export {
  createChannel,
  deleteChannel,
  updateChannel,
  type ChannelAclDefinition,
  type ChannelInput,
} from './discussions/channelWrites.ts';
export {
  fetchDiscussionSettings,
  fetchEntitySettings,
  saveDiscussionSettings,
  type DiscussionSettingsTarget,
  type StoredDiscussionSettings,
} from './discussions/entitySettingsClient.ts';
export type { DiscussionSettings } from './discussions/discussionSettings.ts';
export {
  getDefaultEntitySettings,
  type EntitySettings,
  type EntitySettingType,
} from './discussions/getDefaultEntitySettings.ts';
export { isDiscussable } from './discussions/isDiscussable.ts';
export { setDiscussableKeyword } from './discussions/setDiscussableKeyword.ts';
export {
  DISCUSSION_SCHEMA_VERSION,
  hubDiscussionSchema,
  type HubDiscussion,
} from './entities/discussion/discussion.ts';
export { discussionDefaults } from './entities/discussion/discussionDefaults.ts';
export { discussionFromModel } from './entities/discussion/discussionFromModel.ts';
export { discussionToModel } from './entities/discussion/discussionToModel.ts';
export {
  DOWNLOAD_API_PATH,
  DOWNLOAD_FORMATS,
  DownloadError,
  fetchDownloadFile,
  requestDownload,
  type DownloadFilter,
  type DownloadFormat,
  type DownloadStatus,
} from './downloads/downloadClient.ts';
export {
  CSV_DOWNLOAD_LIMIT,
  DOWNLOADABLE_TYPES,
  isDownloadable,
  type DownloadableItem,
} from './content/isDownloadable.ts';
export { csvProxyUrl } from './content/csvProxyUrl.ts';
export { fetchDownloadStats, type DownloadStats } from './downloads/downloadStats.ts';
export {
  DOWNLOAD_CADENCES,
  fetchDownloadSchedule,
  nextScheduledRun,
  syncDownloadSchedule,
  type DownloadCadence,
  type DownloadSchedule,
  type ScheduleSyncResult,
} from './downloads/downloadSchedule.ts';
export { escapeXml } from './sanitize/escapeXml.ts';

// --- import and connector mode (issue 41)
export { migrateItemModel, type MigratedItemModel } from './entities/migrateItemModel.ts';

// --- organisation-level calls and routes the spec names (issue 44 items 7 and 8)
export { forceUpdateContent } from './downloads/forceUpdateContent.ts';
export { EXTENT_EXPANSION_FACTOR, expandExtent } from './org/expandExtent.ts';
export { fetchOrgExtent, type OrgExtentOptions, type OrgExtentSource } from './org/fetchOrgExtent.ts';
