import { DERIVED_FIELDS } from '../entities/common/hubItemEntity.ts';
import {
  itemIdPlaceholder,
  slugPlaceholder,
  TITLE_PLACEHOLDER,
  type SolutionData,
  type TemplateEntityKind,
} from './solutionData.ts';

/** What an item of a template is made from: its kind and the entity as fetched. */
export interface TemplateSource {
  readonly kind: TemplateEntityKind;
  readonly entity: { readonly id: string; readonly type: string; readonly [field: string]: unknown };
}

/**
 * Fields that belong to the item made, not to the template: identity, ownership, dates, access, derived fields, and
 * a site's addresses and groups (a deployed site gets its own).
 */
const NOT_COPIED: ReadonlySet<string> = new Set<string>([
  ...DERIVED_FIELDS,
  'id',
  'owner',
  'orgId',
  'orgUrlKey',
  'type',
  'typeKeywords',
  'slug',
  'created',
  'modified',
  'itemControl',
  'url',
  'thumbnail',
  'schemaVersion',
  'access',
  'subdomain',
  'defaultHostname',
  'customHostname',
  'clientId',
  'followersGroupId',
  'isHubHome',
  'associations',
]);

/**
 * A template's data from the entities it is made of (the first is the one deployed under a new name): each entity's
 * copiable fields, with every id of an entity in the template — in layouts, page lists, links — replaced by its
 * placeholder, a link to one of its pages by slug (`/pages/org::slug`) by its slug's placeholder, and a text that is
 * exactly the first entity's name (a header's title) by `{{solution.title}}`, so a deploy can point them at the items
 * it makes and the name it is given.
 *
 * @example
 * const data = solutionDataOf([{ kind: 'site', entity: site }, ...pages.map((page) => ({ kind: 'page', entity: page }))]);
 */
export function solutionDataOf(sources: readonly TemplateSource[]): SolutionData {
  const ids = sources.map((source) => source.entity.id);
  const title = sources[0]?.entity.name;
  const slugs = sources.flatMap((source) =>
    typeof source.entity.slug === 'string' && source.entity.slug.includes('|')
      ? [[source.entity.slug.replace('|', '::'), slugPlaceholder(source.entity.id)] as const]
      : [],
  );
  // The longest first, so a slug that begins another (`parks`, `parks-and-trails`) never takes part of it.
  slugs.sort((a, b) => b[0].length - a[0].length);
  return {
    metadata: { plazaTemplate: 1 },
    templates: sources.map((source, index) => {
      const copied = copiableFields(source.entity);
      let json = JSON.stringify(copied, (key, value: unknown) =>
        key !== 'name' && value === title ? TITLE_PLACEHOLDER : value,
      );
      for (const id of ids) json = json.split(id).join(itemIdPlaceholder(id));
      for (const [slug, placeholder] of slugs) json = json.split(`/pages/${slug}`).join(`/pages/${placeholder}`);
      return {
        itemId: source.entity.id,
        type: source.entity.type,
        kind: source.kind,
        dependencies: index === 0 ? ids.slice(1) : [],
        entity: JSON.parse(json) as Record<string, unknown>,
      };
    }),
  };
}

/**
 * An entity's fields a template carries: none of identity, ownership, dates, access, derived fields or a site's
 * addresses. A deploy reads a template through it too, so a template written by hand cannot set them either.
 *
 * @example
 * copiableFields({ id: 'a1', owner: 'ana', name: 'Parks' }); // { name: 'Parks' }
 */
export function copiableFields(entity: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entity).filter(([key]) => !NOT_COPIED.has(key)));
}
