import type { HubCatalog, HubInitiative, HubProject, HubSite } from '@plaza/core';
import type { WorkspaceEntity } from '../api/workspaceKinds.ts';

/** An entity with a catalog the editor edits: a site, a project or an initiative (issue 44). */
export type CatalogTarget =
  | { readonly kind: 'site'; readonly entity: HubSite }
  | { readonly kind: 'project'; readonly entity: HubProject }
  | { readonly kind: 'initiative'; readonly entity: HubInitiative };

/** The entity with its catalog replaced (everything else as loaded), ready for the entity save. */
export function withCatalog(target: CatalogTarget, catalog: HubCatalog): WorkspaceEntity {
  switch (target.kind) {
    case 'site':
      return { kind: 'site', entity: { ...target.entity, catalog } };
    case 'project':
      return { kind: 'project', entity: { ...target.entity, catalog } };
    case 'initiative':
      return { kind: 'initiative', entity: { ...target.entity, catalog } };
  }
}
