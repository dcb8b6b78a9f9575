import type { ItemEntityKind } from './common/itemEntityKind.ts';
import type { HubContent } from './content/content.ts';
import { contentKind } from './content/contentKind.ts';
import type { HubDiscussion } from './discussion/discussion.ts';
import { discussionKind } from './discussion/discussionKind.ts';
import type { HubInitiative } from './initiative/initiative.ts';
import { initiativeKind } from './initiative/initiativeKind.ts';
import type { HubPage } from './page/page.ts';
import { pageKind } from './page/pageKind.ts';
import type { HubProject } from './project/project.ts';
import { projectKind } from './project/projectKind.ts';
import type { HubSite } from './site/site.ts';
import { siteKind } from './site/siteKind.ts';
import type { HubSurvey } from './survey/survey.ts';
import { surveyKind } from './survey/surveyKind.ts';
import type { HubInitiativeTemplate } from './initiativeTemplate/initiativeTemplate.ts';
import { initiativeTemplateKind } from './initiativeTemplate/initiativeTemplateKind.ts';
import type { HubTemplate } from './template/template.ts';
import { templateKind } from './template/templateKind.ts';

/** The entity of each item-backed kind. */
export interface EntityByKind {
  site: HubSite;
  page: HubPage;
  initiative: HubInitiative;
  project: HubProject;
  template: HubTemplate;
  initiativeTemplate: HubInitiativeTemplate;
  discussion: HubDiscussion;
  survey: HubSurvey;
  content: HubContent;
}

/**
 * A kind of item-backed entity: `site`, `page`, `initiative`, `project`, `template`, `discussion`, `survey` or
 * `content`.
 */
export type EntityKind = keyof EntityByKind;

/** Every kind's descriptor: the one table the generic fetch, create, update and delete read. */
export const ENTITY_KINDS: { readonly [K in EntityKind]: ItemEntityKind<EntityByKind[K]> } = Object.freeze({
  site: siteKind,
  page: pageKind,
  initiative: initiativeKind,
  project: projectKind,
  template: templateKind,
  initiativeTemplate: initiativeTemplateKind,
  discussion: discussionKind,
  survey: surveyKind,
  content: contentKind,
});
