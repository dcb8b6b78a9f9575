import { z } from 'zod/mini';

/**
 * The kinds a template carries (issue 23): a site with its pages, a page, a project or an initiative.
 *
 * @example
 * TEMPLATE_ENTITY_KINDS.includes('site'); // true
 */
export const TEMPLATE_ENTITY_KINDS = Object.freeze(['site', 'page', 'project', 'initiative'] as const);
/** One of {@link TEMPLATE_ENTITY_KINDS}. */
export type TemplateEntityKind = (typeof TEMPLATE_ENTITY_KINDS)[number];

/**
 * A template's data (ADR 0178), shaped like an ArcGIS Solution's: `templates`, one per item, each with the `itemId`
 * it was made from, its item `type` and `dependencies`; Plaza keeps the entity's copied fields (`entity`) instead of
 * the raw item and data, with every id of an item in the template written `{{<itemId>.itemId}}`. The first template is
 * the one deployed under the chosen name; the others are made first, in order.
 *
 * @example
 * const data = solutionDataSchema.parse(await getPortalItemData(templateId, options));
 * data.templates[0].kind; // "site"
 */
export const solutionDataSchema = z.object({
  metadata: z.looseObject({ plazaTemplate: z.literal(1) }),
  templates: z
    .array(
      z.object({
        itemId: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
        type: z.string(),
        kind: z.enum(TEMPLATE_ENTITY_KINDS),
        dependencies: z.array(z.string()),
        entity: z.record(z.string(), z.unknown()),
      }),
    )
    .check(z.minLength(1), z.maxLength(50)),
});
/** A template's data; see {@link solutionDataSchema}. */
export type SolutionData = z.infer<typeof solutionDataSchema>;
/** One item of a template. */
export type SolutionItemTemplate = SolutionData['templates'][number];

/**
 * The placeholder that stands for an item of the template until it is deployed.
 *
 * @example
 * itemIdPlaceholder('9f5938cde72529bfb5ffbcaeb7d06411'); // "{{9f5938cde72529bfb5ffbcaeb7d06411.itemId}}"
 */
export function itemIdPlaceholder(itemId: string): string {
  return `{{${itemId}.itemId}}`;
}

/**
 * The placeholder of an item's slug in a link (`/pages/{org::slug}`) until the item is deployed.
 *
 * @example
 * slugPlaceholder('9f5938cde72529bfb5ffbcaeb7d06411'); // "{{9f5938cde72529bfb5ffbcaeb7d06411.slugPath}}"
 */
export function slugPlaceholder(itemId: string): string {
  return `{{${itemId}.slugPath}}`;
}

/**
 * The placeholder of the name a deploy is given, wherever the template's texts said its first entity's name.
 *
 * @example
 * header.title === TITLE_PLACEHOLDER; // the header shows the deployed site's name
 */
export const TITLE_PLACEHOLDER = '{{solution.title}}';
