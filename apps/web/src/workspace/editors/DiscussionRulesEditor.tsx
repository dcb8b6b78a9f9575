import { searchChannels, type HubDiscussion } from '@plaza/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMapView } from '../../components/map/LazyMapView.tsx';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { areaBoundsOf, areaOverlay, areaPolygon, type AreaBox } from '../channels/allowedArea.ts';
import { discussionsOptions } from '../channels/channelCallOptions.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAsync } from '../ui/useAsync.ts';
import { SaveBar } from './SaveBar.tsx';
import { useSaveEntity } from './useSaveEntity.ts';
import '../channels/channels.css';

interface RulesDraft {
  readonly prompt: string;
  /** Null: posts may go to any channel. */
  readonly channelIds: readonly string[] | null;
  /** Null: a post may be placed anywhere. */
  readonly locations: readonly unknown[] | null;
}

function draftOf(discussion: HubDiscussion): RulesDraft {
  return {
    prompt: discussion.prompt,
    channelIds: discussion.discussionSettings?.allowedChannelIds ?? null,
    locations: discussion.discussionSettings?.allowedLocations ?? null,
  };
}

const same = (a: RulesDraft, b: RulesDraft) => JSON.stringify(a) === JSON.stringify(b);

/**
 * How people take part in a discussion (issue 16, spec 2 §3 Discussion entity settings): the question put to them,
 * the channels their posts may go to, and the area a located post must fall in — chosen by showing it on the map.
 * Saved through core, which keeps the settings in the discussions service.
 */
export function DiscussionRulesEditor({
  discussion,
  session,
  channelsRound,
}: {
  readonly discussion: HubDiscussion;
  readonly session: WorkspaceSession;
  /** Changes when channels were created or deleted, so the list reloads. */
  readonly channelsRound: number;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<RulesDraft>(() => draftOf(discussion));
  const { state, save } = useSaveEntity(session);
  const [channels] = useAsync(
    async (signal) => (await searchChannels({ num: 100, sortBy: 'name' }, discussionsOptions(session, signal))).items,
    `rules-channels:${channelsRound}`,
  );
  const view = useRef<AreaBox | undefined>(undefined);
  const [bounds] = useState(() => (draft.locations ? areaBoundsOf(draft.locations) : undefined));
  const dirty = !same(draft, draftOf(discussion));
  const set = (patch: Partial<RulesDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = () =>
    void save({
      kind: 'discussion',
      entity: {
        ...discussion,
        prompt: draft.prompt.trim(),
        discussionSettings: {
          allowedChannelIds: draft.channelIds ? [...draft.channelIds] : null,
          allowedLocations: draft.locations ? [...draft.locations] : null,
        },
      },
    });
  const toggleChannel = (id: string, on: boolean) => {
    const current = draft.channelIds ?? [];
    set({ channelIds: on ? [...current, id] : current.filter((c) => c !== id) });
  };

  return (
    <form
      className="workspace-form discussion-rules"
      noValidate
      aria-labelledby="rules-heading"
      data-testid="discussion-rules"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id="rules-heading">{t('discussionWorkspace.rules')}</h3>
      <TextAreaField
        label={t('discussionWorkspace.prompt')}
        value={draft.prompt}
        rows={2}
        maxLength={500}
        onInput={(prompt) => set({ prompt })}
        testId="discussion-prompt"
      />
      <fieldset className="discussion-rules__channels">
        <legend>{t('discussionWorkspace.channels')}</legend>
        <label>
          <input
            type="checkbox"
            checked={draft.channelIds === null}
            onChange={(event) => set({ channelIds: event.target.checked ? null : [] })}
            data-testid="any-channel"
          />{' '}
          {t('discussionWorkspace.anyChannel')}
        </label>
        <ErrorNotice message={channels.status === 'failed' ? channels.message : undefined} />
        {draft.channelIds !== null && channels.status === 'done' ? (
          <ul className="discussion-rules__channel-list">
            {channels.value.map((channel) => (
              <li key={channel.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={draft.channelIds?.includes(channel.id) ?? false}
                    onChange={(event) => toggleChannel(channel.id, event.target.checked)}
                  />{' '}
                  {channel.name}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        {draft.channelIds !== null && draft.channelIds.length === 0 ? (
          <p className="workspace-muted" role="status">
            {t('discussionWorkspace.noChannelChosen')}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="discussion-rules__area">
        <legend>{t('discussionWorkspace.area')}</legend>
        <p className="workspace-muted" role="status" data-testid="area-summary">
          {draft.locations === null
            ? t('discussionWorkspace.anywhere')
            : t('discussionWorkspace.withinArea', { count: draft.locations.length })}
        </p>
        <LazyMapView
          label={t('discussionWorkspace.areaMap')}
          {...(bounds ? { bounds } : {})}
          {...(draft.locations ? { overlay: areaOverlay(draft.locations) } : {})}
          onAreaChange={(area) => {
            view.current = area;
          }}
          height="16rem"
        />
        <p className="workspace-muted">{t('discussionWorkspace.areaHint')}</p>
        <div className="save-bar__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (view.current) set({ locations: [areaPolygon(view.current)] });
            }}
            data-testid="area-use-view"
          >
            {t('discussionWorkspace.useView')}
          </button>
          {draft.locations !== null ? (
            <button type="button" className="button button--secondary" onClick={() => set({ locations: null })}>
              {t('discussionWorkspace.allowAnywhere')}
            </button>
          ) : null}
        </div>
      </fieldset>
      <SaveBar state={state} dirty={dirty} onSave={submit} onDiscard={() => setDraft(draftOf(discussion))} />
    </form>
  );
}
