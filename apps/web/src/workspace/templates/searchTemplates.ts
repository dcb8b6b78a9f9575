import { deployedTypeOf, portalRequest, type PortalCallOptions } from '@plaza/core';

/** A template as the gallery lists it. */
export interface TemplateSummary {
  readonly id: string;
  readonly title: string;
  readonly snippet: string;
  readonly owner: string;
  /** What it deploys as (`hubSolutionType|…`), `Solution` when it does not say. */
  readonly deployedType: string;
}

interface SearchPage {
  readonly results?: readonly {
    readonly id?: unknown;
    readonly title?: unknown;
    readonly snippet?: unknown;
    readonly owner?: unknown;
    readonly typeKeywords?: unknown;
  }[];
}

/**
 * The templates the signed-in user can see — their own and those shared with them — newest change first (portal
 * search for Solution items with the `Template` keyword; deployed solutions are not templates).
 *
 * @example
 * const templates = await searchTemplates({ portal, authentication });
 */
export async function searchTemplates(options: PortalCallOptions, num = 24): Promise<TemplateSummary[]> {
  const page = await portalRequest<SearchPage>('search', {
    ...options,
    params: { q: 'type:"Solution" AND typekeywords:"Template"', num, sortField: 'modified', sortOrder: 'desc' },
  });
  return (page.results ?? []).flatMap((item) => {
    if (typeof item.id !== 'string' || typeof item.title !== 'string') return [];
    const keywords = Array.isArray(item.typeKeywords) ? item.typeKeywords.filter((k) => typeof k === 'string') : [];
    return [
      {
        id: item.id,
        title: item.title,
        snippet: typeof item.snippet === 'string' ? item.snippet : '',
        owner: typeof item.owner === 'string' ? item.owner : '',
        deployedType: deployedTypeOf(keywords),
      },
    ];
  });
}
