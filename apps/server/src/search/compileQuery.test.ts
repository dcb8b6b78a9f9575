import { PostgresDialect, Kysely, sql, type RawBuilder, type SqlBool } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileQuery as compileAny } from './compileQuery.ts';
import { GROUP_SEARCH } from './groupSearchTarget.ts';
import { ITEM_SEARCH } from './itemSearchTarget.ts';
import { parseQuery as parseAny } from './parseQuery.ts';
import { QuerySyntaxError } from './QuerySyntaxError.ts';
import { tsQueryText } from './textQuery.ts';
import { USER_SEARCH } from './userSearchTarget.ts';

// Compiles without a connection: only the SQL text and its parameters are inspected.
const db = new Kysely<Record<string, never>>({
  dialect: new PostgresDialect({ pool: () => Promise.reject(new Error('no database in unit tests')) }),
});

const parseQuery = (q: string) => parseAny(q, ITEM_SEARCH);
const compileQuery = (node: ReturnType<typeof parseQuery>, options = {}) => compileAny(node, ITEM_SEARCH, options);

function compiled(q: string, exact = false): { sql: string; parameters: readonly unknown[] } {
  const where = compileQuery(parseQuery(q), { exact });
  const built = (where ?? sql<SqlBool>`true`) as RawBuilder<SqlBool>;
  return built.compile(db);
}

describe('compileQuery', () => {
  it('binds every value as a parameter, including SQL metacharacters', () => {
    const out = compiled(`owner:"x'; drop table items; --" tags:"a\\"b"`);
    expect(out.sql).not.toContain('drop table');
    expect(out.sql).not.toContain("x'");
    expect(out.parameters).toContain("x'; drop table items; --");
    expect(out.parameters).toContainEqual(['a"b']);
  });

  it('uses the weighted search vector for text and exact columns for keyword fields', () => {
    expect(compiled('title:park')).toMatchObject({
      sql: "items.search_vector @@ to_tsquery('english', $1)",
      parameters: ['park:A'],
    });
    // A word being typed also matches unstemmed ('simple'), since the english stemmer may turn it into a prefix no word has.
    expect(compiled('title:bicy*')).toMatchObject({
      sql: "items.search_vector @@ (to_tsquery('english', $1) || (to_tsquery('simple', $2)))",
      parameters: ['bicy:A', 'bicy:*A'],
    });
    expect(compiled('type:"Web Map"')).toMatchObject({ sql: 'lower("items"."type") = $1', parameters: ['web map'] });
    expect(compiled('tags:Water').sql).toBe('"items"."tags_lc" @> $1::text[]');
    expect(compiled('created:[1 TO 2}')).toMatchObject({
      sql: '("items"."created" >= $1 and "items"."created" < $2)',
      parameters: [1, 2],
    });
  });

  it('matches exact titles in filter mode', () => {
    expect(compiled('title:"Park Map"', true)).toMatchObject({
      sql: 'lower("items"."title") = $1',
      parameters: ['park map'],
    });
  });

  it('drops terms without searchable words and keeps NOT of everything as false', () => {
    expect(compileQuery(parseQuery('the ;;'))).toBeUndefined();
    expect(compiled('-*').sql).toBe('false');
  });

  it('refuses values of the wrong kind', () => {
    expect(() => compileQuery(parseQuery('created:yesterday'))).toThrow(QuerySyntaxError);
    expect(() => compileQuery(parseQuery('protected:maybe'))).toThrow('expects true or false');
    expect(() => compileQuery(parseQuery('numviews:[a TO 3]'))).toThrow('expects a whole number');
  });
});

describe('tsQueryText', () => {
  it('keeps only letters and digits, so the tsquery is always well-formed', () => {
    expect(tsQueryText("The River's edge: & | ! <-> (C++)", { phrase: false, prefix: false })).toBe('river & edge & c');
    expect(tsQueryText('park map', { phrase: true, prefix: true, weight: 'A' })).toBe('park:A <-> map:*A');
    expect(tsQueryText('the of', { phrase: false, prefix: false })).toBeUndefined();
  });
});

describe('compileQuery over the group and user field maps', () => {
  const build = (where: RawBuilder<SqlBool> | undefined) => (where ?? sql<SqlBool>`true`).compile(db);

  it('matches jsonb tags case-insensitively, exactly or by prefix', () => {
    expect(build(compileAny(parseAny('tags:Parks', GROUP_SEARCH), GROUP_SEARCH))).toMatchObject({
      sql: 'exists (select 1 from jsonb_array_elements_text("groups"."tags") as k(v) where lower(k.v) = $1)',
      parameters: ['parks'],
    });
    expect(build(compileAny(parseAny('tags:par%*', GROUP_SEARCH), GROUP_SEARCH)).parameters).toEqual(['par\\%%']);
  });

  it("uses the target's own search vector for full text", () => {
    const out = build(compileAny(parseAny('fullname:river', USER_SEARCH), USER_SEARCH));
    expect(out.sql).toContain("to_tsvector('english', users.full_name)");
    expect(out.parameters).toEqual(['river:B']);
  });

  it('guards private fields with the rows the caller may see, and nothing when not given', () => {
    const guard = sql<SqlBool>`users.username = ${'me'}`;
    const q = parseAny('-role:org_admin', USER_SEARCH);
    expect(build(compileAny(q, USER_SEARCH, { privateFields: guard }))).toMatchObject({
      sql: 'not coalesce((users.username = $1 and lower("users"."role") = $2), false)',
      parameters: ['me', 'org_admin'],
    });
    expect(build(compileAny(q, USER_SEARCH)).sql).toBe('not coalesce((false and lower("users"."role") = $1), false)');
  });

  it('refuses the fields of other targets', () => {
    expect(() => parseAny('numviews:3', GROUP_SEARCH)).toThrow(/^Unknown field "numviews"/);
    expect(() => parseAny('email:a@b.c', USER_SEARCH)).toThrow(/^Unknown field "email"/);
    expect(() => parseAny('type:x', USER_SEARCH)).toThrow(QuerySyntaxError);
  });
});
