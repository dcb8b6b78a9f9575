import { sql } from 'kysely';
import type { QueryField } from './QueryField.ts';
import type { SearchTarget } from './SearchTarget.ts';

export type UserSortField = 'username' | 'fullname' | 'created' | 'modified';

/**
 * User search (`/community/users`, `/portals/self/users/search`): the fields of `q` over the
 * `users` table. Full text weighs username (A), full name (B), tags (C) and description (D); the
 * expression is the one the `users_search` index of migration 0012 is built on. The e-mail address
 * is no field at all; role, licence, disabled and last login are `private`: they match only users
 * whose private fields the caller may see (themself, or as an administrator of their org).
 *
 * @example
 * compileQuery(parseQuery('fullname:river* -role:viewer', USER_SEARCH), USER_SEARCH, { privateFields });
 */
export const USER_SEARCH = Object.freeze<SearchTarget<UserSortField>>({
  name: 'user',
  fields: Object.freeze<Record<string, QueryField>>({
    username: { kind: 'keyword', column: 'users.username', ranges: true },
    fullname: { kind: 'text', weight: 'B', column: 'users.full_name' },
    description: { kind: 'text', weight: 'D', column: 'users.description' },
    tags: { kind: 'jsonKeywords', column: 'users.tags' },
    orgid: { kind: 'id', column: 'users.org_id' },
    access: { kind: 'keyword', column: 'users.access' },
    culture: { kind: 'keyword', column: 'users.culture' },
    created: { kind: 'date', column: 'users.created' },
    modified: { kind: 'date', column: 'users.modified' },
    role: { kind: 'keyword', column: 'users.role', private: true },
    userlicensetype: { kind: 'keyword', column: 'users.user_license_type', private: true },
    disabled: { kind: 'boolean', column: 'users.disabled', private: true },
    lastlogin: { kind: 'date', column: 'users.last_login', private: true },
  }),
  vector: sql`(setweight(to_tsvector('english', users.username), 'A') || setweight(to_tsvector('english', users.full_name), 'B') || setweight(jsonb_to_tsvector('english', users.tags, '["string"]'), 'C') || setweight(to_tsvector('english', users.description), 'D'))`,
  sortFields: ['username', 'fullname', 'created', 'modified'],
  defaultSort: [{ field: 'username', order: 'asc' }],
});
