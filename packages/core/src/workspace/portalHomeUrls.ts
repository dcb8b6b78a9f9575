/**
 * The portal's own home page of an item, `{portal}/home/item.html?id={id}` (spec 2 §2 "item home page link").
 *
 * @example
 * getItemHomeUrl('https://example.org/portal', 'a1b2'); // "https://example.org/portal/home/item.html?id=a1b2"
 */
export function getItemHomeUrl(portalUrl: string, itemId: string): string {
  return `${trim(portalUrl)}/home/item.html?id=${encodeURIComponent(itemId)}`;
}

/**
 * The portal's home page of a group, with an `id` query parameter (spec 3 §2).
 *
 * @example
 * getGroupHomeUrl('https://example.org/portal', 'g1'); // "https://example.org/portal/home/group.html?id=g1"
 */
export function getGroupHomeUrl(portalUrl: string, groupId: string): string {
  return `${trim(portalUrl)}/home/group.html?id=${encodeURIComponent(groupId)}`;
}

/**
 * The portal's home page of a user, with a `user` query parameter (spec 3 §2).
 *
 * @example
 * getUserHomeUrl('https://example.org/portal', 'casey'); // "https://example.org/portal/home/user.html?user=casey"
 */
export function getUserHomeUrl(portalUrl: string, username: string): string {
  return `${trim(portalUrl)}/home/user.html?user=${encodeURIComponent(username)}`;
}

function trim(url: string): string {
  return url.replace(/\/+$/, '').replace(/\/sharing\/rest$/, '');
}
