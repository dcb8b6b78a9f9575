/**
 * The type keyword prefix by which a project names an initiative it belongs to (hub.js: `ref|<parentType>|<parentId>`).
 *
 * @example
 * keyword.startsWith(INITIATIVE_REFERENCE_PREFIX);
 */
export const INITIATIVE_REFERENCE_PREFIX = 'ref|initiative|';

/**
 * The type keyword of an initiative's association group (the group a project is shared with to be included).
 *
 * @example
 * group.typeKeywords.includes(ASSOCIATION_GROUP_KEYWORD);
 */
export const ASSOCIATION_GROUP_KEYWORD = 'hubAssociationGroup';

/**
 * The keyword a project carries to reference an initiative.
 *
 * @example
 * initiativeReference('9f2c…'); // "ref|initiative|9f2c…"
 */
export function initiativeReference(initiativeId: string): string {
  return `${INITIATIVE_REFERENCE_PREFIX}${initiativeId}`;
}

/**
 * The initiatives a project's type keywords reference, in order, without repeats.
 *
 * @example
 * referencedInitiativeIds(['Hub Project', 'ref|initiative|abc']); // ['abc']
 */
export function referencedInitiativeIds(typeKeywords: readonly string[]): string[] {
  const ids = typeKeywords.flatMap((keyword) =>
    keyword.startsWith(INITIATIVE_REFERENCE_PREFIX) ? [keyword.slice(INITIATIVE_REFERENCE_PREFIX.length)] : [],
  );
  return [...new Set(ids.filter((id) => /^[0-9a-f]{32}$/i.test(id)))];
}

/**
 * The association group of an initiative, as kept in its `associations` field (`{ groupId, rules }`), if any.
 *
 * @example
 * associationGroupId(initiative.associations); // "5c1e…" or undefined
 */
export function associationGroupId(associations: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const id = associations?.groupId;
  return typeof id === 'string' && /^[0-9a-f]{32}$/i.test(id) ? id : undefined;
}
