import { sql } from 'kysely';
import type { QueryField } from './QueryField.ts';
import type { SearchTarget } from './SearchTarget.ts';

export type GroupSortField = 'title' | 'owner' | 'created' | 'modified';

/**
 * Group search (`/community/groups`): the fields of `q` over the `groups` table. Full text weighs
 * title (A), tags (B), snippet (C) and description (D), as item search does; the expression is the
 * one the `groups_search` index of migration 0012 is built on, so keep the two identical.
 *
 * @example
 * compileQuery(parseQuery('tags:parks -access:public', GROUP_SEARCH), GROUP_SEARCH);
 */
export const GROUP_SEARCH = Object.freeze<SearchTarget<GroupSortField>>({
  name: 'group',
  fields: Object.freeze<Record<string, QueryField>>({
    title: { kind: 'text', weight: 'A', column: 'groups.title' },
    snippet: { kind: 'text', weight: 'C', column: 'groups.snippet' },
    description: { kind: 'text', weight: 'D', column: 'groups.description' },
    tags: { kind: 'jsonKeywords', column: 'groups.tags' },
    typekeywords: { kind: 'jsonKeywords', column: 'groups.type_keywords' },
    capabilities: { kind: 'jsonKeywords', column: 'groups.capabilities' },
    owner: { kind: 'keyword', column: 'groups.owner', ranges: true },
    access: { kind: 'keyword', column: 'groups.access' },
    id: { kind: 'id', column: 'groups.id' },
    orgid: { kind: 'id', column: 'groups.org_id' },
    isinvitationonly: { kind: 'boolean', column: 'groups.is_invitation_only' },
    isviewonly: { kind: 'boolean', column: 'groups.is_view_only' },
    protected: { kind: 'boolean', column: 'groups.protected' },
    created: { kind: 'date', column: 'groups.created' },
    modified: { kind: 'date', column: 'groups.modified' },
  }),
  vector: sql`(setweight(to_tsvector('english', groups.title), 'A') || setweight(jsonb_to_tsvector('english', groups.tags, '["string"]'), 'B') || setweight(to_tsvector('english', groups.snippet), 'C') || setweight(to_tsvector('english', groups.description), 'D'))`,
  sortFields: ['title', 'owner', 'created', 'modified'],
  defaultSort: [{ field: 'title', order: 'asc' }],
});
