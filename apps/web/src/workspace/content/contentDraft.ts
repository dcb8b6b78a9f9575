import type { ChosenItemAccess } from '@plaza/core';

/**
 * Where the content comes from: a file of the person's, an http(s) URL the portal fetches (ADR 0104), or a link the
 * item only points to (an app, a web page, a service: registered by its address, never fetched).
 */
export type ContentSource =
  { readonly kind: 'file'; readonly file: File | undefined } | { readonly kind: 'url' | 'link'; readonly url: string };

/** Everything the add-content form holds. */
export interface ContentDraft {
  readonly source: ContentSource;
  /** The item type, '' until chosen or detected. */
  readonly type: string;
  readonly title: string;
  readonly snippet: string;
  readonly tags: readonly string[];
  readonly access: ChosenItemAccess;
  readonly groupIds: readonly string[];
}

/** What is missing or wrong in a draft, by field. */
export type DraftProblem = 'file' | 'url' | 'urlScheme' | 'type' | 'title';

/** True for an absolute `http:` or `https:` URL. */
function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The problems that stop a draft from being published: no file, no URL or one that is not http(s), no type, no
 * title. The portal checks again (its messages are shown as they come); this only spares a round trip.
 *
 * @example
 * checkContentDraft(draft); // ['title'] when the title was cleared
 */
export function checkContentDraft(draft: ContentDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.source.kind === 'file' && !draft.source.file) problems.push('file');
  if (draft.source.kind === 'url' || draft.source.kind === 'link') {
    if (!draft.source.url.trim()) problems.push('url');
    else if (!isHttpUrl(draft.source.url)) problems.push('urlScheme');
  }
  if (!draft.type) problems.push('type');
  if (!draft.title.trim()) problems.push('title');
  return problems;
}
