const PREFIX = 'slug|';

/**
 * The slug held in type keywords (`slug|{slug}`), if any.
 *
 * @example
 * getSlugFromKeywords(['hubSite', 'slug|riverside|parks']); // "riverside|parks"
 */
export function getSlugFromKeywords(typeKeywords: readonly string[]): string | undefined {
  return typeKeywords.find((keyword) => keyword.startsWith(PREFIX))?.slice(PREFIX.length) || undefined;
}

/**
 * Type keywords with the slug keyword set to `slug|{slug}` (lowercased, as the reference writes it), replacing any
 * earlier one (or removed when the slug is empty). The input is not changed.
 *
 * @example
 * setSlugKeyword(['hubSite', 'slug|riverside|old'], 'riverside|new'); // ["hubSite", "slug|riverside|new"]
 */
export function setSlugKeyword(typeKeywords: readonly string[], slug: string | undefined): string[] {
  const rest = typeKeywords.filter((keyword) => !keyword.startsWith(PREFIX));
  return slug ? [...rest, `${PREFIX}${slug.toLowerCase()}`] : rest;
}

/**
 * The portal search clause that finds items holding a slug.
 *
 * @example
 * slugKeywordQuery('riverside|parks'); // 'typekeywords:"slug|riverside|parks"'
 */
export function slugKeywordQuery(slug: string): string {
  return `typekeywords:"${PREFIX}${slug.replaceAll('"', '')}"`;
}
