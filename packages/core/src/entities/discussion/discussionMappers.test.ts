import { describe, expect, it } from 'vitest';
import { buildEntity } from '../../testing/buildEntityModels.ts';
import { FAKE_PORTAL } from '../../testing/createFakeItemPortal.ts';
import { discussionFromModel } from './discussionFromModel.ts';
import { discussionToModel } from './discussionToModel.ts';

describe('discussion mappers', () => {
  it('keeps the prompt in data.prompt and the settings out of the item', () => {
    const discussion = {
      ...buildEntity('discussion'),
      prompt: 'Where should the bike lanes go?',
      discussionSettings: { allowedChannelIds: ['c1'], allowedLocations: null },
    };
    const model = discussionToModel(discussion, {
      item: { ...discussionToModel(buildEntity('discussion')).item, properties: { discussionSettings: { x: 1 } } },
      data: { other: true },
    });
    expect(model.data).toEqual({ other: true, prompt: 'Where should the bike lanes go?' });
    expect(model.item.properties).not.toHaveProperty('discussionSettings');
    const back = discussionFromModel(model, { portal: FAKE_PORTAL });
    expect(back.prompt).toBe('Where should the bike lanes go?');
    // Read from the discussions service after a fetch, never from the item.
    expect(back.discussionSettings).toEqual({ allowedChannelIds: null, allowedLocations: null });
  });

  it('reads a missing or malformed prompt as empty', () => {
    const model = discussionToModel(buildEntity('discussion'));
    expect(discussionFromModel({ ...model, data: { prompt: 42 } }, { portal: FAKE_PORTAL }).prompt).toBe('');
  });
});
