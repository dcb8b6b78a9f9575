import { setSlugKeyword } from '../../ids/slugKeyword.ts';

/** A slug, its organisation key and the type keywords that hold the slug. */
export interface SlugAndOrgUrlKey {
  readonly slug: string;
  readonly orgUrlKey: string;
  readonly typeKeywords: readonly string[];
}

/**
 * The slug and org key as the reference repairs them (orgs with mixed-case url keys once wrote them unevenly): the
 * org key lowercased; the slug stripped of every repeated `{orgKey}|` prefix (any case), prefixed once and
 * lowercased; the `slug|` keyword set to it (or removed when there is no slug). Pure.
 *
 * @example
 * migrateSlugAndOrgUrlKey({ slug: 'ESRI|esri|Parks', orgUrlKey: 'ESRI', typeKeywords: ['slug|ESRI|esri|Parks'] });
 * // { slug: 'esri|parks', orgUrlKey: 'esri', typeKeywords: ['slug|esri|parks'] }
 */
export function migrateSlugAndOrgUrlKey(input: SlugAndOrgUrlKey): SlugAndOrgUrlKey {
  const orgUrlKey = input.orgUrlKey.toLowerCase();
  let slug = input.slug;
  if (slug && input.orgUrlKey) {
    const prefix = new RegExp(`${escapeRegExp(input.orgUrlKey.toLowerCase())}\\|`, 'gi');
    slug = `${input.orgUrlKey}|${slug.replace(prefix, '')}`;
  }
  slug = slug.toLowerCase();
  return { slug, orgUrlKey, typeKeywords: setSlugKeyword(input.typeKeywords, slug) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
