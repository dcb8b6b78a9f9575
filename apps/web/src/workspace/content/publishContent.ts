import { setItemAccess, shareItemWithGroups, type PortalCallOptions } from '@plaza/core';
import { postPortalForm } from '../api/uploadThumbnail.ts';
import { buildAddItemForm } from './buildAddItemForm.ts';
import type { ContentDraft } from './contentDraft.ts';

/** The item once added: its id and type (which make its public route) and its owner. */
export interface AddedItem {
  readonly id: string;
  readonly type: string;
  readonly owner: string;
}

/** What publishing needs: the portal, a token for the upload, core's call options, and a progress report (0 to 1). */
export interface PublishOptions {
  readonly owner: string;
  readonly portal: string;
  readonly token: string;
  readonly calls: PortalCallOptions;
  readonly onProgress: (fraction: number) => void;
  /** The calls made; tests pass fakes. */
  readonly api?: {
    readonly post: typeof postPortalForm;
    readonly setAccess: typeof setItemAccess;
    readonly shareGroups: typeof shareItemWithGroups;
  };
}

/** The outcome: the item, and the groups the portal would not share it with. */
export interface PublishResult {
  readonly item: AddedItem;
  readonly notSharedWith: readonly string[];
}

/** Thrown when sharing failed after the item was added: the item exists, a retry only shares it. */
export class ShareAfterAddError extends Error {
  readonly code = 'SHARE_AFTER_ADD_FAILED';
  constructor(
    readonly item: AddedItem,
    message: string,
  ) {
    super(message);
    this.name = 'ShareAfterAddError';
  }
}

/**
 * Publishes a draft: `addItem` (the file uploaded with progress, or the portal fetching the URL), then `share` for the
 * chosen access and the chosen groups. When the item was already added by an earlier attempt (`added`), only the
 * sharing is done again, so a retry never makes a second item. Every refusal carries the portal's own message.
 *
 * @example
 * const { item } = await publishContent(draft, undefined, { owner, portal, token, calls, onProgress });
 */
export async function publishContent(
  draft: ContentDraft,
  added: AddedItem | undefined,
  options: PublishOptions,
): Promise<PublishResult> {
  const api = options.api ?? { post: postPortalForm, setAccess: setItemAccess, shareGroups: shareItemWithGroups };
  let item = added;
  if (!item) {
    const answer = await api.post(
      `content/users/${encodeURIComponent(options.owner)}/addItem`,
      buildAddItemForm(draft),
      { portal: options.portal, token: options.token, onProgress: options.onProgress },
    );
    if (typeof answer.id !== 'string' || !answer.id) throw new Error('The portal did not say which item it added.');
    item = { id: answer.id, type: draft.type, owner: options.owner };
  }
  try {
    if (draft.access !== 'private') await api.setAccess(item, draft.access, options.calls);
    const notSharedWith = draft.groupIds.length > 0 ? await api.shareGroups(item, draft.groupIds, options.calls) : [];
    return { item, notSharedWith };
  } catch (error) {
    throw new ShareAfterAddError(item, error instanceof Error ? error.message : String(error));
  }
}
