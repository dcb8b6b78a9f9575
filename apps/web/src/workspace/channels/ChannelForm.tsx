import type { ChannelRecord } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';
import {
  channelDraftOf,
  channelProblems,
  NEW_CHANNEL,
  type ChannelDraft,
  type ChannelReaders,
  type ChannelWriters,
} from './channelDraft.ts';

const READERS: readonly ChannelReaders[] = ['everyone', 'signedIn', 'org'];
const WRITERS: readonly ChannelWriters[] = ['signedIn', 'org', 'moderators'];

/** Writers no wider than the readers: in a channel the organisation reads, only it (or moderators) may post. */
function writersFor(readers: ChannelReaders): readonly ChannelWriters[] {
  return readers === 'org' ? ['org', 'moderators'] : WRITERS;
}

/**
 * A channel's form (issue 16): its name, who reads and who posts, pre-moderation, moderators and block words. Saving
 * is the caller's (`onSave` with the draft); a failure shows the service's message and keeps what was typed.
 */
export function ChannelForm({
  channel,
  onSave,
  onCancel,
}: {
  /** The channel being changed; none for a new one. */
  readonly channel?: ChannelRecord;
  readonly onSave: (draft: ChannelDraft) => Promise<void>;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ChannelDraft>(() => (channel ? channelDraftOf(channel) : NEW_CHANNEL));
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<{ saving: boolean; message?: string }>({ saving: false });
  const problems = tried ? channelProblems(draft) : {};
  const set = (patch: Partial<ChannelDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const headingId = channel ? `channel-form-${channel.id}` : 'channel-form-new';

  const submit = () => {
    setTried(true);
    if (channelProblems(draft).name || state.saving) return;
    setState({ saving: true });
    onSave(draft).then(
      () => setState({ saving: false }),
      (error: unknown) => setState({ saving: false, message: errorMessage(error) }),
    );
  };

  return (
    <form
      className="workspace-form channel-form"
      noValidate
      aria-labelledby={headingId}
      data-testid="channel-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h4 id={headingId}>{channel ? t('channels.editTitle', { name: channel.name }) : t('channels.newTitle')}</h4>
      <ErrorNotice message={state.message} />
      <calcite-input-text
        label={t('channels.name')}
        labelText={t('channels.name')}
        required
        value={draft.name}
        status={problems.name ? 'invalid' : 'idle'}
        validationMessage={problems.name ? t(`channels.problems.${problems.name}`) : ''}
        oncalciteInputTextInput={(event) => set({ name: event.target.value })}
        data-testid="channel-name"
      />
      <calcite-select
        label={t('channels.readers')}
        labelText={t('channels.readers')}
        value={draft.readers}
        oncalciteSelectChange={(event) => {
          const readers = READERS.find((r) => r === event.target.value) ?? 'everyone';
          set({ readers, writers: writersFor(readers).includes(draft.writers) ? draft.writers : 'org' });
        }}
        data-testid="channel-readers"
      >
        {READERS.map((readers) => (
          <calcite-option key={readers} value={readers} selected={readers === draft.readers}>
            {t(`channels.readersOptions.${readers}`)}
          </calcite-option>
        ))}
      </calcite-select>
      <calcite-select
        label={t('channels.writers')}
        labelText={t('channels.writers')}
        value={draft.writers}
        oncalciteSelectChange={(event) => {
          const writers = WRITERS.find((w) => w === event.target.value);
          if (writers) set({ writers });
        }}
        data-testid="channel-writers"
      >
        {writersFor(draft.readers).map((writers) => (
          <calcite-option key={writers} value={writers} selected={writers === draft.writers}>
            {t(`channels.writersOptions.${writers}`)}
          </calcite-option>
        ))}
      </calcite-select>
      <calcite-label layout="inline-space-between">
        {t('channels.preModerated')}
        <calcite-switch
          checked={draft.preModerated}
          oncalciteSwitchChange={(event) => set({ preModerated: event.target.checked })}
          data-testid="channel-premoderated"
        />
      </calcite-label>
      <calcite-input-text
        label={t('channels.moderators')}
        labelText={t('channels.moderators')}
        value={draft.moderators}
        oncalciteInputTextInput={(event) => set({ moderators: event.target.value })}
        data-testid="channel-moderators"
      />
      <calcite-input-text
        label={t('channels.blockWords')}
        labelText={t('channels.blockWords')}
        value={draft.blockWords}
        oncalciteInputTextInput={(event) => set({ blockWords: event.target.value })}
        data-testid="channel-block-words"
      />
      <p className="workspace-muted">{t('channels.blockWordsHint')}</p>
      <div className="save-bar__actions">
        <calcite-button onClick={submit} loading={state.saving} iconStart="save" data-testid="channel-save">
          {channel ? t('workspace.save') : t('channels.create')}
        </calcite-button>
        <calcite-button appearance="outline" kind="neutral" onClick={onCancel} disabled={state.saving}>
          {t('channels.cancel')}
        </calcite-button>
      </div>
    </form>
  );
}
