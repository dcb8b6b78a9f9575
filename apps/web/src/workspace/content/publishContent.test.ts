import { describe, expect, it, vi } from 'vitest';
import type { ContentDraft } from './contentDraft.ts';
import { publishContent, ShareAfterAddError, type PublishOptions } from './publishContent.ts';

function buildDraft(overrides: Partial<ContentDraft> = {}): ContentDraft {
  return {
    source: { kind: 'url', url: 'https://example.org/trees.csv' },
    type: 'CSV',
    title: 'Street trees',
    snippet: '',
    tags: [],
    access: 'public',
    groupIds: ['g1'],
    ...overrides,
  };
}

function buildOptions(answer: Record<string, unknown> = { success: true, id: 'item1' }) {
  const api = {
    post: vi.fn<NonNullable<PublishOptions['api']>['post']>(() => Promise.resolve(answer)),
    setAccess: vi.fn<NonNullable<PublishOptions['api']>['setAccess']>(() => Promise.resolve()),
    shareGroups: vi.fn<NonNullable<PublishOptions['api']>['shareGroups']>(() => Promise.resolve([])),
  };
  const options: PublishOptions = {
    owner: 'publisher riverside',
    portal: 'https://p.example/sharing/rest',
    token: 't',
    calls: { portal: 'https://p.example/sharing/rest' },
    onProgress: () => undefined,
    api,
  };
  return { api, options };
}

describe('publishContent', () => {
  it('adds the item in the owner’s content, then shares it at the chosen level and with the groups', async () => {
    const { api, options } = buildOptions();
    const result = await publishContent(buildDraft(), undefined, options);
    expect(api.post.mock.calls[0]?.[0]).toBe('content/users/publisher%20riverside/addItem');
    expect(api.post.mock.calls[0]?.[1].get('dataUrl')).toBe('https://example.org/trees.csv');
    const item = { id: 'item1', type: 'CSV', owner: 'publisher riverside' };
    expect(api.setAccess).toHaveBeenCalledWith(item, 'public', options.calls);
    expect(api.shareGroups).toHaveBeenCalledWith(item, ['g1'], options.calls);
    expect(result).toEqual({ item, notSharedWith: [] });
  });

  it('shares nothing for a private item without groups', async () => {
    const { api, options } = buildOptions();
    await publishContent(buildDraft({ access: 'private', groupIds: [] }), undefined, options);
    expect(api.setAccess).not.toHaveBeenCalled();
    expect(api.shareGroups).not.toHaveBeenCalled();
  });

  it('lets the portal’s refusal of the add through, untouched', async () => {
    const { api, options } = buildOptions();
    api.post.mockRejectedValue(new Error('The file is larger than the limit of 100 MB.'));
    await expect(publishContent(buildDraft(), undefined, options)).rejects.toThrow(
      'The file is larger than the limit of 100 MB.',
    );
    expect(api.setAccess).not.toHaveBeenCalled();
  });

  it('keeps the added item when sharing fails, and a retry only shares it', async () => {
    const { api, options } = buildOptions();
    api.setAccess.mockRejectedValueOnce(new Error('You do not have permissions.'));
    const failure = await publishContent(buildDraft(), undefined, options).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShareAfterAddError);
    const added = failure instanceof ShareAfterAddError ? failure.item : undefined;
    expect(added?.id).toBe('item1');
    await publishContent(buildDraft(), added, options);
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.setAccess).toHaveBeenCalledTimes(2);
  });

  it('fails when the portal answers without an id', async () => {
    const { options } = buildOptions({ success: true });
    await expect(publishContent(buildDraft(), undefined, options)).rejects.toThrow('did not say which item');
  });
});
