import { SLUG_MAX_LENGTH } from '../constants.ts';
import { searchPortalItems } from '../entities/items/searchPortalItems.ts';
import { UniqueSlugError } from '../errors/UniqueSlugError.ts';
import type { PortalCallOptions } from '../portal/portalRequest.ts';
import { truncateSlug } from './constructSlug.ts';
import { slugKeywordQuery } from './slugKeyword.ts';

/** Gives up after this many candidates rather than searching forever. */
const MAX_STEPS = 1000;

/**
 * The slug itself when no other item holds it, else the first free of `{slug}-1`, `{slug}-2`, ... (spec 1 §4),
 * cut so that the whole stays within 256 characters. `existingId` is the entity being updated, which may keep its
 * own slug. A failed search becomes "Error in getUniqueSlug {cause}".
 *
 * @example
 * await getUniqueSlug('riverside|parks', { portal, authentication }); // "riverside|parks-1" when taken
 */
export async function getUniqueSlug(
  slug: string,
  options: PortalCallOptions & { readonly existingId?: string },
): Promise<string> {
  try {
    for (let step = 0; step < MAX_STEPS; step++) {
      const candidate = withStep(slug, step);
      if (!(await isSlugTaken(candidate, options))) return candidate;
    }
  } catch (error) {
    throw new UniqueSlugError(error);
  }
  throw new UniqueSlugError(new Error(`no free slug after ${MAX_STEPS} tries`));
}

function withStep(slug: string, step: number): string {
  if (step === 0) return slug;
  const suffix = `-${step}`;
  // The keyword `slug|{slug}-{step}` stays within the 256 characters of a type keyword.
  return `${truncateSlug(slug, SLUG_MAX_LENGTH - 'slug|'.length - suffix.length)}${suffix}`;
}

async function isSlugTaken(
  slug: string,
  options: PortalCallOptions & { readonly existingId?: string },
): Promise<boolean> {
  const exclude = options.existingId ? ` AND NOT id:${options.existingId}` : '';
  const { total } = await searchPortalItems(`${slugKeywordQuery(slug)}${exclude}`, options, { num: 1 });
  return total > 0;
}
