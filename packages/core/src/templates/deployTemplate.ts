import { shareItemsInBulk } from '../content/bulkItems.ts';
import type { EntityWriteOptions } from '../entities/common/entityRequestOptions.ts';
import { createEntity, type EntityInput } from '../entities/createEntity.ts';
import { deleteEntity } from '../entities/deleteEntity.ts';
import { fetchEntity } from '../entities/fetchEntity.ts';
import { updateEntity } from '../entities/updateEntity.ts';
import { getPortalItem } from '../entities/items/getPortalItem.ts';
import type { HubSite } from '../entities/site/site.ts';
import { HubError } from '../errors/HubError.ts';
import { checkPermission } from '../permissions/checkPermission.ts';
import type { PermissionContext } from '../permissions/PermissionPolicy.ts';
import { copyItemResources } from './copyItemResources.ts';
import { fetchSolutionData } from './fetchSolutionData.ts';
import { copiableFields } from './solutionDataOf.ts';
import { itemIdPlaceholder, slugPlaceholder, TITLE_PLACEHOLDER, type TemplateEntityKind } from './solutionData.ts';

/** How every item placeholder ends (`{{id.itemId}}`, `{{id.slugPath}}`). */
const PLACEHOLDER_END = /\.(itemId|slugPath)\}\}/;

/** What a deploy makes: the first template's name (and a site's subdomain), and who may see everything made. */
export interface DeployRequest {
  readonly name: string;
  readonly summary?: string;
  /** A site's wanted subdomain (made unique, like any new site's). */
  readonly subdomain?: string;
  readonly access: 'private' | 'org' | 'public';
}

/** Where a deploy is: checking, making item `done` of `total` (named), sharing, done, or undoing after a failure. */
export interface DeployProgress {
  readonly step: 'check' | 'create' | 'share' | 'done' | 'undo';
  readonly done: number;
  readonly total: number;
  readonly name?: string;
}

/** Options of {@link deployTemplate}: the write options, the caller's context to check, and a progress listener. */
export interface DeployOptions extends EntityWriteOptions {
  /** When given, every kind the template makes is checked (`hub:{kind}:create`) before anything is made. */
  readonly context?: PermissionContext;
  readonly onProgress?: (progress: DeployProgress) => void;
}

/** What was made: the first template's entity, and every item in the order made. */
export interface DeployResult {
  readonly kind: TemplateEntityKind;
  readonly id: string;
  readonly created: readonly { readonly kind: TemplateEntityKind; readonly id: string }[];
}

/**
 * Deploys a template (ADR 0178): reads and checks its data (`TEMPLATE_INVALID`), checks that the caller may create
 * every kind it holds (`TEMPLATE_NOT_ALLOWED`, naming them; nothing is made), makes the other items first and the
 * first template's last under the chosen name, each with the template's placeholders pointed at the items made (a
 * site's page list also takes the new pages' slugs) and the template's copies of its resources, then shares all of
 * them as chosen. Any failure removes everything made so far (a site's domains with it) and rethrows: nothing is left
 * half-made.
 *
 * @example
 * const { id } = await deployTemplate(templateId, { name: 'Riverside Trails', access: 'public' }, { ...options, context });
 */
export async function deployTemplate(
  templateId: string,
  request: DeployRequest,
  options: DeployOptions,
): Promise<DeployResult> {
  const progress = options.onProgress ?? (() => undefined);
  const item = await getPortalItem(templateId, options);
  const data = item.type === 'Solution' ? await fetchSolutionData(item.id, options) : undefined;
  if (!data) throw new HubError('TEMPLATE_INVALID', `“${item.title}” is not a template Plaza can deploy.`);
  const templates = data.templates;
  const total = templates.length;
  progress({ step: 'check', done: 0, total });
  const context = options.context;
  if (context) {
    const refused = [...new Set(templates.map((t) => t.kind))].filter(
      (kind) => !checkPermission(`hub:${kind}:create`, context).access,
    );
    if (refused.length > 0) {
      throw new HubError(
        'TEMPLATE_NOT_ALLOWED',
        `You cannot create ${refused.map((kind) => `a ${kind}`).join(' or ')}, which this template makes; nothing was created.`,
        { status: 403 },
      );
    }
  }
  const ids = new Map<string, string>();
  const slugs = new Map<string, string | undefined>();
  const created: { kind: TemplateEntityKind; id: string }[] = [];
  let owner = options.owner;
  // Items whose fields name an item made after them (or themselves: a site's logo is its own resource).
  const pending: { kind: TemplateEntityKind; id: string; fields: Record<string, unknown> }[] = [];
  try {
    const order = [...templates.slice(1), templates[0]!];
    for (const template of order) {
      const first = template === templates[0];
      let fields = resolve(copiableFields(template.entity), ids, slugs, request.name) as Record<string, unknown>;
      if (template.kind === 'site') fields = { ...fields, pages: pagesOf(fields.pages, slugs) };
      if (first) {
        fields = { ...fields, name: request.name, summary: request.summary ?? fields.summary ?? '' };
        if (request.subdomain) fields = { ...fields, subdomain: request.subdomain };
      }
      progress({ step: 'create', done: created.length, total, name: String(fields.name ?? '') });
      const entity = await createEntity(
        template.kind,
        fields as EntityInput<typeof template.kind> & { name: string },
        options,
      );
      created.push({ kind: template.kind, id: entity.id });
      owner ??= entity.owner;
      await copyItemResources({ id: templateId, prefix: template.itemId }, entity, options);
      ids.set(template.itemId, entity.id);
      slugs.set(entity.id, entity.slug);
      if (PLACEHOLDER_END.test(JSON.stringify(fields))) pending.push({ kind: template.kind, id: entity.id, fields });
    }
    for (const item of pending) {
      const fields = resolve(item.fields, ids, slugs, request.name) as Record<string, unknown>;
      await updateEntity(item.kind, { ...(await fetchEntity(item.kind, item.id, options)), ...fields }, options);
    }
    progress({ step: 'share', done: total, total });
    if (request.access !== 'private') {
      await shareItemsInBulk(
        owner!,
        created.map((c) => c.id),
        { everyone: request.access === 'public', org: true },
        options,
      );
    }
  } catch (error) {
    progress({ step: 'undo', done: created.length, total });
    for (const made of [...created].reverse()) {
      await deleteEntity(made.kind, made.id, options).catch(() => undefined);
    }
    throw error;
  }
  progress({ step: 'done', done: total, total });
  const main = created.at(-1)!;
  return { kind: main.kind, id: main.id, created };
}

/**
 * The template's fields with each placeholder of an item already made replaced by that item's id (and its slug in
 * links), and the title placeholder by the deploy's name.
 */
function resolve(
  entity: Record<string, unknown>,
  ids: ReadonlyMap<string, string>,
  slugs: ReadonlyMap<string, string | undefined>,
  title: string,
): unknown {
  let json = JSON.stringify(entity).split(TITLE_PLACEHOLDER).join(JSON.stringify(title).slice(1, -1));
  for (const [from, to] of ids) {
    const slug = slugs.get(to);
    if (slug) json = json.split(slugPlaceholder(from)).join(slug.replace('|', '::'));
    json = json.split(itemIdPlaceholder(from)).join(to);
  }
  return JSON.parse(json);
}

/** A site's page links pointing at the pages made, with their slugs; links to pages not made are dropped. */
function pagesOf(links: unknown, slugs: ReadonlyMap<string, string | undefined>): HubSite['pages'] {
  if (!Array.isArray(links)) return [];
  return links.flatMap((link: { id?: unknown; title?: unknown }) => {
    const id = typeof link?.id === 'string' ? link.id : '';
    if (!slugs.has(id)) return [];
    const slug = slugs.get(id);
    return [{ id, title: typeof link.title === 'string' ? link.title : '', ...(slug ? { slug } : {}) }];
  });
}
