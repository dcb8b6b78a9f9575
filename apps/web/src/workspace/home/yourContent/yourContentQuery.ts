import type { OwnContentQuery } from '@plaza/core';

/** The orders "Your content" offers. */
export const CONTENT_SORTS = ['newest', 'oldest', 'title', 'type'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** What the person chose: words, a type ('' for all), an order and a page (1-based). */
export interface YourContentState {
  readonly text: string;
  readonly type: string;
  readonly sort: ContentSort;
  readonly page: number;
}

/** Items per page of "Your content". */
export const CONTENT_PAGE_SIZE = 20;

/**
 * The portal query of the person's choices.
 *
 * @example
 * contentQueryOf('ana', { text: 'trees', type: '', sort: 'title', page: 2 });
 * // { owner: 'ana', text: 'trees', sortField: 'title', sortOrder: 'asc', start: 21, num: 20 }
 */
export function contentQueryOf(owner: string, state: YourContentState): OwnContentQuery {
  const order: Record<ContentSort, Pick<OwnContentQuery, 'sortField' | 'sortOrder'>> = {
    newest: { sortField: 'modified', sortOrder: 'desc' },
    oldest: { sortField: 'modified', sortOrder: 'asc' },
    title: { sortField: 'title', sortOrder: 'asc' },
    type: { sortField: 'type', sortOrder: 'asc' },
  };
  return {
    owner,
    ...(state.text.trim() ? { text: state.text.trim() } : {}),
    ...(state.type ? { type: state.type } : {}),
    ...order[state.sort],
    start: (Math.max(1, state.page) - 1) * CONTENT_PAGE_SIZE + 1,
    num: CONTENT_PAGE_SIZE,
  };
}

/**
 * The range a page shows, for "21–40 of 45", or undefined when there is nothing.
 *
 * @example
 * pageRange(2, 45); // { first: 21, last: 40, pages: 3 }
 */
export function pageRange(page: number, total: number): { first: number; last: number; pages: number } | undefined {
  if (total <= 0) return undefined;
  const first = (page - 1) * CONTENT_PAGE_SIZE + 1;
  return { first, last: Math.min(total, page * CONTENT_PAGE_SIZE), pages: Math.ceil(total / CONTENT_PAGE_SIZE) };
}

/**
 * The titles of the items a refused bulk call names (its `details`), the id for one no longer listed.
 *
 * @example
 * refusedTitles(['a1'], [{ id: 'a1', title: 'Trees' }]); // ['Trees']
 */
export function refusedTitles(
  details: readonly string[],
  items: readonly { readonly id: string; readonly title: string }[],
): string[] {
  return details.map((id) => items.find((item) => item.id === id)?.title ?? id);
}
