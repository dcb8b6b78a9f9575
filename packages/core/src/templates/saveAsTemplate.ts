import type { EntityWriteOptions } from '../entities/common/entityRequestOptions.ts';
import { createEntity } from '../entities/createEntity.ts';
import { fetchEntity } from '../entities/fetchEntity.ts';
import { getPortalItem } from '../entities/items/getPortalItem.ts';
import { removePortalItem, updatePortalItem } from '../entities/items/writePortalItem.ts';
import type { HubTemplate } from '../entities/template/template.ts';
import { copyItemResources } from './copyItemResources.ts';
import type { TemplateEntityKind } from './solutionData.ts';
import { solutionDataOf, type TemplateSource } from './solutionDataOf.ts';

/**
 * The `hubSolutionType|` each kind's template deploys as (spec 1 §3 deployedType).
 *
 * @example
 * TEMPLATE_DEPLOYED_TYPES.site; // "hubSiteApplication"
 */
export const TEMPLATE_DEPLOYED_TYPES: Readonly<Record<TemplateEntityKind, string>> = Object.freeze({
  site: 'hubSiteApplication',
  page: 'hubPage',
  project: 'hubProject',
  initiative: 'hubInitiative',
});

/**
 * The kind a template of a deployed type makes, undefined for a type Plaza does not deploy.
 *
 * @example
 * kindOfDeployedType('hubSiteApplication'); // "site"
 */
export function kindOfDeployedType(deployedType: string): TemplateEntityKind | undefined {
  return (Object.keys(TEMPLATE_DEPLOYED_TYPES) as TemplateEntityKind[]).find(
    (kind) => TEMPLATE_DEPLOYED_TYPES[kind] === deployedType,
  );
}

/** What a template is called and says. */
export interface TemplateRequest {
  readonly name: string;
  readonly summary?: string;
}

/**
 * Saves an entity as a private template (a Solution item, ADR 0178): a site with the pages it links (a page it links
 * but that cannot be read any more is left out, and out of its page list), or a page, project or initiative alone.
 * The template holds copies — its items' resources too, each under the item's id — so it deploys after its sources
 * are gone. If writing the data or a resource fails the template item is removed again.
 *
 * @example
 * const template = await saveAsTemplate('site', site.id, { name: 'Project site' }, options);
 * template.deployedType; // "hubSiteApplication"
 */
export async function saveAsTemplate(
  kind: TemplateEntityKind,
  identifier: string,
  request: TemplateRequest,
  options: EntityWriteOptions,
): Promise<HubTemplate> {
  const sources: TemplateSource[] = [];
  if (kind === 'site') {
    const site = await fetchEntity('site', identifier, options);
    const pages = await Promise.all(
      site.pages.map((link) => fetchEntity('page', link.id, options).catch(() => undefined)),
    );
    const found = pages.filter((page) => page !== undefined);
    const kept = new Set(found.map((page) => page.id));
    sources.push({ kind, entity: { ...site, pages: site.pages.filter((link) => kept.has(link.id)) } });
    for (const page of found) sources.push({ kind: 'page', entity: page });
  } else {
    sources.push({ kind, entity: await fetchEntity(kind, identifier, options) });
  }
  const data = solutionDataOf(sources);
  const template = await createEntity(
    'template',
    { name: request.name, summary: request.summary ?? '', deployedType: TEMPLATE_DEPLOYED_TYPES[kind] },
    options,
  );
  try {
    const item = await getPortalItem(template.id, options);
    await updatePortalItem({ item, data }, options);
    // Each item's resources (a site's logo) go with it, under its id.
    for (const source of sources) {
      await copyItemResources({ id: source.entity.id }, { ...template, prefix: source.entity.id }, options);
    }
  } catch (error) {
    await removePortalItem(template, options).catch(() => undefined);
    throw error;
  }
  return template;
}
