import {
  createEntity,
  deleteEntity,
  updateEntity,
  type EntityWriteOptions,
  type HubCatalog,
  type HubSite,
  type SiteLayout,
} from '@plaza/core';
import type { WorkspaceKind } from '../api/workspaceKinds.ts';

/**
 * The kinds the create dialog makes (content is added from a file or a link, `/workspace/content/new`; a template is
 * saved from what it copies; an initiative template is edited here, not made).
 */
export type CreatableKind = Exclude<WorkspaceKind, 'content' | 'template' | 'initiativeTemplate'>;

/** What the create dialog asks for. */
export interface CreateRequest {
  readonly kind: CreatableKind;
  readonly name: string;
  readonly summary: string;
  /** A site's subdomain as previewed (core still makes it unique). */
  readonly subdomain?: string;
  /** A page is created in this site and linked into its pages. */
  readonly site?: HubSite;
  /** A new site's first home layout and catalog (`starterSiteLayout.ts`). */
  readonly layout?: SiteLayout;
  readonly catalog?: HubCatalog;
}

/**
 * Creates an entity through core's one `createEntity` (defaults, unique slug, a site's address and domains). A new
 * page is linked into its site's pages; if that fails the page is removed again, so nothing is left half-made.
 * Returns the new entity's id.
 *
 * @example
 * const { id } = await createWorkspaceEntity({ kind: 'project', name: 'Greenway', summary: '' }, options);
 */
export async function createWorkspaceEntity(
  request: CreateRequest,
  options: EntityWriteOptions,
): Promise<{ readonly id: string }> {
  const base = { name: request.name.trim(), summary: request.summary.trim() };
  switch (request.kind) {
    case 'site':
      return createEntity(
        'site',
        {
          ...base,
          ...(request.subdomain ? { subdomain: request.subdomain } : {}),
          ...(request.layout ? { layout: request.layout } : {}),
          ...(request.catalog ? { catalog: request.catalog } : {}),
        },
        options,
      );
    case 'project':
      return createEntity('project', base, options);
    case 'initiative':
      return createEntity('initiative', base, options);
    case 'discussion':
      return createEntity('discussion', base, options);
    // A new survey is a Draft (spec 2 §4): it has no form to answer until it is published from its builder.
    case 'survey':
      return createEntity('survey', { ...base, typeKeywords: ['Draft'] }, options);
    case 'page': {
      const page = await createEntity('page', base, options);
      const site = request.site;
      if (!site) return page;
      try {
        const link = { id: page.id, title: page.name, ...(page.slug ? { slug: page.slug } : {}) };
        await updateEntity('site', { ...site, pages: [...site.pages, link] }, options);
      } catch (error) {
        await deleteEntity('page', page.id, options).catch(() => undefined);
        throw error;
      }
      return page;
    }
  }
}
