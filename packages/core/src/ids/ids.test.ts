import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeItemPortal, FAKE_PORTAL } from '../testing/createFakeItemPortal.ts';
import { buildEntityModel } from '../testing/buildEntityModels.ts';
import { UniqueSlugError } from '../errors/UniqueSlugError.ts';
import { constructSlug, truncateSlug } from './constructSlug.ts';
import { getUniqueSlug } from './getUniqueSlug.ts';
import { isGuid, toItemId } from './isGuid.ts';
import { normalizeSlug } from './normalizeSlug.ts';
import { parseIdentifier } from './parseIdentifier.ts';
import { getSlugFromKeywords, setSlugKeyword, slugKeywordQuery } from './slugKeyword.ts';
import { slugify } from './slugify.ts';
import { fromUrlSlug, toUrlSlug } from './urlSlug.ts';

afterEach(() => vi.unstubAllGlobals());

describe('slugify (spec 1 §5)', () => {
  it.each([
    ['Parks', 'parks'],
    ['  Parks and Rec  ', 'parks-and-rec'],
    ['Parks & Rec!', 'parks-rec'],
    ['a  --  b', 'a-b'],
    ['-leading and trailing-', 'leading-and-trailing'],
    ['Café Éstes', 'caf-stes'],
    ['snake_case stays', 'snake_case-stays'],
    ['!!!', ''],
  ])('%j → %j', (input, expected) => expect(slugify(input)).toBe(expected));
});

describe('constructSlug', () => {
  it('prefixes the lowercased org key', () =>
    expect(constructSlug('Parks & Rec', 'Riverside')).toBe('riverside|parks-rec'));
  it('falls back to the kind when the name has nothing usable', () =>
    expect(constructSlug('!!!', 'riverside', 'site')).toBe('riverside|site'));
  it('keeps at most 256 characters, prefix included, with no trailing hyphen', () => {
    const slug = constructSlug(`${'word '.repeat(100)}`, 'riverside');
    expect(slug.length).toBeLessThanOrEqual(256);
    expect(slug.startsWith('riverside|word-')).toBe(true);
    expect(slug.endsWith('-')).toBe(false);
    expect(truncateSlug('riverside|parks-and-rec', 16)).toBe('riverside|parks');
  });
});

describe('normalizeSlug', () => {
  it('slugifies and prefixes a user slug, accepting the URL form', () => {
    expect(normalizeSlug('Parks Dept', 'riverside')).toBe('riverside|parks-dept');
    expect(normalizeSlug('Riverside::Parks', 'other')).toBe('riverside|parks');
    expect(normalizeSlug('!!', 'riverside')).toBe('');
  });
});

describe('uuid check (spec 3 §5)', () => {
  it.each([
    ['3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c', true],
    ['3EF2B8C1-A7D9-4E0F-9B1C-2D3E4F5A6B7C', true],
    ['{3ef2b8c1-a7d9-4e0f-9b1c-2d3e4f5a6b7c}', true],
    ['3ef2b8c1a7d9-4e0f-9b1c2d3e4f5a6b7c', true],
    ['{3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c', false],
    ['3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7', false],
    ['3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7g', false],
    ['riverside::parks', false],
  ])('%s → %s', (value, expected) => expect(isGuid(value)).toBe(expected));

  it('normalises to the portal id form', () =>
    expect(toItemId('{3EF2B8C1-A7D9-4E0F-9B1C-2D3E4F5A6B7C}')).toBe('3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c'));
});

describe('identifiers', () => {
  it('writes | as :: in URLs and back', () => {
    expect(toUrlSlug('riverside|parks')).toBe('riverside::parks');
    expect(fromUrlSlug('riverside::parks')).toBe('riverside|parks');
  });

  it('reads an id, a slug, a URL slug, and qualifies a bare slug with the org key', () => {
    expect(parseIdentifier('{3EF2B8C1-A7D9-4E0F-9B1C-2D3E4F5A6B7C}')).toEqual({
      kind: 'id',
      id: '3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c',
    });
    expect(parseIdentifier('riverside::parks')).toEqual({ kind: 'slug', slug: 'riverside|parks' });
    expect(parseIdentifier('riverside|parks', 'other')).toEqual({ kind: 'slug', slug: 'riverside|parks' });
    expect(parseIdentifier('parks', 'Riverside')).toEqual({ kind: 'slug', slug: 'riverside|parks' });
    expect(parseIdentifier('parks')).toEqual({ kind: 'slug', slug: 'parks' });
  });

  it('keeps one slug keyword', () => {
    expect(setSlugKeyword(['hubSite', 'slug|riverside|old'], 'riverside|new')).toEqual([
      'hubSite',
      'slug|riverside|new',
    ]);
    expect(setSlugKeyword(['slug|x'], undefined)).toEqual([]);
    expect(getSlugFromKeywords(['hubSite', 'slug|riverside|parks'])).toBe('riverside|parks');
    expect(getSlugFromKeywords(['hubSite'])).toBeUndefined();
    expect(slugKeywordQuery('a"b')).toBe('typekeywords:"slug|ab"');
  });
});

describe('getUniqueSlug (spec 1 §4)', () => {
  function portalWith(...slugs: string[]): ReturnType<typeof createFakeItemPortal> {
    const fake = createFakeItemPortal();
    slugs.forEach((slug, i) => {
      const model = buildEntityModel('page', { id: String(i + 1).padStart(32, '0'), slug });
      fake.items.set(model.item.id, { item: model.item, data: model.data });
    });
    vi.stubGlobal('fetch', fake.fetch);
    return fake;
  }

  it('keeps a free slug', async () => {
    portalWith();
    expect(await getUniqueSlug('riverside|parks', { portal: FAKE_PORTAL })).toBe('riverside|parks');
  });

  it('appends -1, -2, ... until free', async () => {
    const fake = portalWith('riverside|parks', 'riverside|parks-1');
    expect(await getUniqueSlug('riverside|parks', { portal: FAKE_PORTAL })).toBe('riverside|parks-2');
    expect(fake.calls.map((c) => c.params.q)).toEqual([
      'typekeywords:"slug|riverside|parks"',
      'typekeywords:"slug|riverside|parks-1"',
      'typekeywords:"slug|riverside|parks-2"',
    ]);
  });

  it('lets an entity keep its own slug', async () => {
    portalWith('riverside|parks');
    expect(await getUniqueSlug('riverside|parks', { portal: FAKE_PORTAL, existingId: '1'.padStart(32, '0') })).toBe(
      'riverside|parks',
    );
  });

  it('keeps its keyword (`slug|…`) within 256 characters with the suffix', async () => {
    const long = `riverside|${'a'.repeat(246)}`;
    portalWith(long);
    const unique = await getUniqueSlug(long, { portal: FAKE_PORTAL });
    expect(`slug|${unique}`).toHaveLength(256);
    expect(unique.endsWith('-1')).toBe(true);
  });

  it('wraps a failed search as "Error in getUniqueSlug {cause}"', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('network down')));
    const error = await getUniqueSlug('riverside|parks', { portal: FAKE_PORTAL }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UniqueSlugError);
    expect((error as Error).message).toMatch(/^Error in getUniqueSlug /);
    expect((error as Error).message).toContain('network down');
  });
});
