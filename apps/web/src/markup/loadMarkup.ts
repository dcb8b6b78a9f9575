import type { Markup } from './markup.ts';

export type { Markup } from './markup.ts';

/**
 * The sanitiser and markdown renderer ({@link Markup}), loaded on first need: a loader awaits it beside its reads, so
 * a page hydrating the server's HTML never loads or runs them.
 *
 * @example
 * const [item, markup] = await Promise.all([getItem(id, options), loadMarkup()]);
 */
export async function loadMarkup(): Promise<Markup> {
  return (await import('./markup.ts')).markup;
}
