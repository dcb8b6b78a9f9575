import type { HubItemEntity } from './hubItemEntity.ts';

/** The common fields of a new entity of a kind: identity empty, private, nothing derived granted. */
export function itemEntityDefaults(
  type: string,
  typeKeywords: readonly string[],
  schemaVersion: number,
): HubItemEntity {
  return {
    id: '',
    name: '',
    summary: '',
    description: '',
    access: 'private',
    owner: '',
    type,
    typeKeywords: [...typeKeywords],
    tags: [],
    categories: [],
    schemaVersion,
    created: 0,
    modified: 0,
    itemControl: 'view',
    canEdit: false,
    canDelete: false,
    canRecycle: false,
    protected: false,
    isDiscussable: true,
    createdDate: new Date(0).toISOString(),
    updatedDate: new Date(0).toISOString(),
    links: {},
  };
}
