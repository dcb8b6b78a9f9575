import type { ContentDraft } from './contentDraft.ts';

/**
 * The multipart form of the portal's `addItem` for a draft: `f=json`, `title`, `type`, `snippet` and `tags` when
 * given (tags comma-separated), and the data: the `file` itself, `dataUrl` for the portal to fetch (ADR 0104), or the `url` a link points to.
 * Access and groups are not part of it: they are shared afterwards (`share`).
 *
 * @example
 * const form = buildAddItemForm(draft);
 * await postPortalForm(`content/users/${owner}/addItem`, form, options);
 */
export function buildAddItemForm(draft: ContentDraft): FormData {
  const form = new FormData();
  form.set('f', 'json');
  form.set('title', draft.title.trim());
  form.set('type', draft.type);
  const snippet = draft.snippet.trim();
  if (snippet) form.set('snippet', snippet);
  const tags = draft.tags.map((tag) => tag.trim()).filter(Boolean);
  if (tags.length > 0) form.set('tags', tags.join(','));
  if (draft.source.kind === 'file') {
    if (draft.source.file) form.set('file', draft.source.file, draft.source.file.name);
  } else if (draft.source.kind === 'link') {
    form.set('url', draft.source.url.trim());
  } else {
    form.set('dataUrl', draft.source.url.trim());
  }
  return form;
}
