import { getStatusFromKeywords } from '../entities/common/statusKeyword.ts';
import { portalRequest, type PortalCallOptions } from '../portal/portalRequest.ts';
import { associationGroupId, initiativeReference, referencedInitiativeIds } from './associationKeyword.ts';

/** A project or initiative on the other side of an association, as a page lists it. */
export interface AssociatedEntity {
  readonly id: string;
  readonly name: string;
  readonly kind: 'project' | 'initiative';
  readonly summary: string;
  /** `notStarted`, `inProgress`, `onHold` or `complete`, mirrored in its type keywords. */
  readonly status?: string;
  /** Its page, relative to a site: `/projects/{id}` or `/initiatives/{id}`. */
  readonly href: string;
}

interface SearchedItem {
  readonly id: string;
  readonly title: string;
  readonly snippet?: string | null;
  readonly typeKeywords?: readonly string[];
  readonly properties?: { readonly associations?: Record<string, unknown> } | null;
}

/**
 * At most this many associated entities are listed.
 *
 * @example
 * projects.length <= ASSOCIATED_MAX;
 */
export const ASSOCIATED_MAX = 100;

async function search(q: string, num: number, options: PortalCallOptions): Promise<SearchedItem[]> {
  const answer = await portalRequest<{ results?: SearchedItem[]; total?: number }>('search', {
    ...options,
    params: { q, num, sortField: 'title', sortOrder: 'asc' },
  });
  return answer.results ?? [];
}

function associatedOf(item: SearchedItem, kind: AssociatedEntity['kind']): AssociatedEntity {
  const status = getStatusFromKeywords(item.typeKeywords ?? []);
  return {
    id: item.id,
    name: item.title,
    kind,
    summary: item.snippet ?? '',
    ...(status ? { status } : {}),
    href: `/${kind === 'project' ? 'projects' : 'initiatives'}/${item.id}`,
  };
}

/**
 * The projects of an initiative the caller may see: those it includes (shared with its association group) that also
 * reference it (the `ref|initiative|{id}` keyword) — both halves, as hub.js counts an association "connected".
 *
 * @example
 * const projects = await fetchInitiativeProjects(initiative, { portal });
 */
export async function fetchInitiativeProjects(
  initiative: { readonly id: string; readonly associations?: Readonly<Record<string, unknown>> | undefined },
  options: PortalCallOptions,
): Promise<AssociatedEntity[]> {
  const groupId = associationGroupId(initiative.associations);
  if (!groupId) return [];
  const q = `type:"Hub Project" AND typekeywords:"${initiativeReference(initiative.id)}" AND group:${groupId}`;
  return (await search(q, ASSOCIATED_MAX, options)).map((item) => associatedOf(item, 'project'));
}

/**
 * The initiatives a project belongs to, as the caller may see them: those its keywords reference whose association
 * group the project is shared with.
 *
 * @example
 * const initiatives = await fetchProjectInitiatives(project, { portal });
 */
export async function fetchProjectInitiatives(
  project: { readonly id: string; readonly typeKeywords: readonly string[] },
  options: PortalCallOptions,
): Promise<AssociatedEntity[]> {
  const ids = referencedInitiativeIds(project.typeKeywords).slice(0, ASSOCIATED_MAX);
  if (ids.length === 0) return [];
  const initiatives = await search(
    `type:"Hub Initiative" AND (${ids.map((id) => `id:${id}`).join(' OR ')})`,
    ids.length,
    options,
  );
  const included = await Promise.all(
    initiatives.map(async (initiative) => {
      const groupId = associationGroupId(initiative.properties?.associations);
      if (!groupId) return false;
      return (await search(`id:${project.id} AND group:${groupId}`, 1, options)).length > 0;
    }),
  );
  return initiatives.filter((_, i) => included[i]).map((item) => associatedOf(item, 'initiative'));
}
