import type { TFunction } from 'i18next';

/**
 * The document title of `/workspace/content/new` ("Add content | Workspace"): kept apart from the screen so the route
 * table imports only this, not the screen's chunk.
 *
 * @example
 * member({ path: 'content/new', lazy }, ADD_CONTENT_TITLE, true);
 */
export const ADD_CONTENT_TITLE = ({ t }: { readonly t: TFunction }): string => t('addContent.title');
