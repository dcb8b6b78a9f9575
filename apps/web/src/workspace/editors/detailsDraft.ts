import { sanitizeHtml, type HubItemEntity } from '@plaza/core';

/** The fields the details editor changes. */
export interface DetailsDraft {
  readonly name: string;
  readonly summary: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly categories: readonly string[];
}

/**
 * The draft of an entity's details.
 *
 * @example
 * const draft = detailsDraftOf(project);
 */
export function detailsDraftOf(entity: HubItemEntity): DetailsDraft {
  return {
    name: entity.name,
    summary: entity.summary,
    description: entity.description,
    tags: entity.tags,
    categories: entity.categories,
  };
}

/** True when the draft differs from what is stored. */
export function isDetailsDirty(draft: DetailsDraft, entity: HubItemEntity): boolean {
  const stored = detailsDraftOf(entity);
  return (
    draft.name !== stored.name ||
    draft.summary !== stored.summary ||
    draft.description !== stored.description ||
    draft.tags.join('\u0000') !== stored.tags.join('\u0000') ||
    draft.categories.join('\u0000') !== stored.categories.join('\u0000')
  );
}

/** What is wrong with the draft, by field (the name is required; the summary is a snippet of at most 2048 characters). */
export function detailsProblems(draft: DetailsDraft): { readonly name?: 'required'; readonly summary?: 'tooLong' } {
  return {
    ...(draft.name.trim() === '' ? { name: 'required' as const } : {}),
    ...(draft.summary.length > SUMMARY_MAX ? { summary: 'tooLong' as const } : {}),
  };
}

/** The longest summary (the portal's snippet limit). */
export const SUMMARY_MAX = 2048;

/**
 * The entity with the draft applied: trimmed name and summary, the description sanitised with the rich-text card
 * profile (spec 2 §5: no script, only safe markup and URLs).
 *
 * @example
 * applyDetails(project, { ...draft, description: '<p onclick="x()">Hi</p>' }).description; // "<p>Hi</p>"
 */
export function applyDetails<E extends HubItemEntity>(entity: E, draft: DetailsDraft): E {
  return {
    ...entity,
    name: draft.name.trim(),
    summary: draft.summary.trim(),
    description: sanitizeHtml(draft.description, 'richTextCard'),
    tags: [...draft.tags],
    categories: [...draft.categories],
  };
}
