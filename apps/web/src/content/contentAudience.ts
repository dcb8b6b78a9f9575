/**
 * Who can see a non-public item, as its page says it to a signed-in reader (issue 18 item 1): only the reader (their
 * own private item), only its owner, everyone in an organisation, or the members of some groups. Public items say
 * nothing.
 */
export type ContentAudience =
  | { readonly kind: 'onlyYou' }
  | { readonly kind: 'onlyOwner' }
  | { readonly kind: 'org'; readonly orgName: string }
  | { readonly kind: 'groups'; readonly groups: readonly string[] };

/**
 * The audience of an item for a reader, from its access, its owner, the organisation's name and the titles of the
 * groups it is shared with that the reader can see; undefined for a public item.
 *
 * @example
 * contentAudienceOf({ access: 'shared', owner: 'ana' }, { reader: 'bo', orgName: 'Riverside', groups: ['Parks'] });
 * // { kind: 'groups', groups: ['Parks'] }
 */
export function contentAudienceOf(
  item: { readonly access: string; readonly owner: string },
  context: { readonly reader?: string | undefined; readonly orgName: string; readonly groups: readonly string[] },
): ContentAudience | undefined {
  switch (item.access) {
    case 'public':
      return undefined;
    case 'org':
      return { kind: 'org', orgName: context.orgName };
    case 'shared':
      if (context.groups.length > 0) return { kind: 'groups', groups: context.groups };
      return item.owner === context.reader ? { kind: 'onlyYou' } : { kind: 'onlyOwner' };
    default:
      return item.owner === context.reader ? { kind: 'onlyYou' } : { kind: 'onlyOwner' };
  }
}
