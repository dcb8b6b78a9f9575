import { searchUsers, type PortalCallOptions } from '@plaza/core';

/**
 * The full names of the owners a facet lists, as the caller may see them (a profile they may not see keeps its
 * username): one user search for all of them. Empty when the search fails; a facet never fails for its labels.
 *
 * @example
 * await ownerNames(['publisher_riverside'], { portal }); // Map { 'publisher_riverside' => 'Riverside Publisher' }
 */
export async function ownerNames(
  usernames: readonly string[],
  options: PortalCallOptions,
): Promise<ReadonlyMap<string, string>> {
  const names = [...new Set(usernames.filter((u) => /^[\w.@-]+$/.test(u)))];
  if (names.length === 0) return new Map();
  try {
    const page = await searchUsers(
      { q: names.map((name) => `username:"${name}"`).join(' OR '), num: Math.min(100, names.length) },
      options,
    );
    const found = new Map<string, string>();
    for (const user of page.results) {
      if (user.username && user.fullName) found.set(user.username.toLowerCase(), user.fullName);
    }
    return new Map(
      names.flatMap((name) => (found.has(name.toLowerCase()) ? [[name, found.get(name.toLowerCase())!]] : [])),
    );
  } catch {
    return new Map();
  }
}
