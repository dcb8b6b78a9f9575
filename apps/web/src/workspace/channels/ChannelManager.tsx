import { createChannel, deleteChannel, updateChannel, type ChannelRecord } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { decide } from '../permissions/decide.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';
import { useAsync } from '../ui/useAsync.ts';
import { discussionsOptions } from './channelCallOptions.ts';
import { channelDraftOf, channelInputOf, type ChannelDraft } from './channelDraft.ts';
import { ChannelForm } from './ChannelForm.tsx';
import { channelsWithAbilities } from './channelsWithAbilities.ts';
import './channels.css';

/**
 * The discussion channels a member manages (issue 16): who reads and posts in each, whether it is pre-moderated; a
 * new channel, a change, or a deletion (after a second press). Every rule is the service's: a refusal shows its words.
 */
export function ChannelManager({
  session,
  onChange,
}: {
  readonly session: WorkspaceSession;
  /** Told after a channel was created, changed or deleted (a list of allowed channels reloads). */
  readonly onChange?: () => void;
}) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const [channels] = useAsync(
    async (signal) =>
      (await channelsWithAbilities(discussionsOptions(session, signal))).filter((c) => c.abilities?.canManage),
    `channels:${round}`,
  );
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<string>();
  const [message, setMessage] = useState<string>();
  const orgId = session.context.currentUser?.orgId ?? session.context.portal.id;
  const mayCreate = decide('hub:content:create', session.answer, session.context).allowed;
  const changed = () => {
    setEditing(undefined);
    setDeleting(undefined);
    setRound((n) => n + 1);
    onChange?.();
  };
  const save = (channel: ChannelRecord | undefined) => async (draft: ChannelDraft) => {
    const options = discussionsOptions(session);
    if (channel) await updateChannel(channel.id, channelInputOf(draft, orgId, channel), options);
    else await createChannel(channelInputOf(draft, orgId), options);
    changed();
  };
  const remove = (channel: ChannelRecord) => {
    setMessage(undefined);
    deleteChannel(channel.id, discussionsOptions(session)).then(changed, (error: unknown) =>
      setMessage(errorMessage(error)),
    );
  };

  return (
    <section className="workspace-block" aria-labelledby="channels-heading" data-testid="channel-manager">
      <h3 id="channels-heading">{t('channels.title')}</h3>
      <p className="workspace-muted">{t('channels.intro')}</p>
      <ErrorNotice message={channels.status === 'failed' ? channels.message : message} />
      {channels.status === 'loading' ? <calcite-loader label={t('channels.loading')} inline /> : null}
      {channels.status === 'done' && channels.value.length === 0 ? (
        <p className="workspace-muted">{t('channels.none')}</p>
      ) : null}
      {channels.status === 'done' && channels.value.length > 0 ? (
        <table className="channel-table">
          <caption className="visually-hidden">{t('channels.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('channels.name')}</th>
              <th scope="col">{t('channels.readers')}</th>
              <th scope="col">{t('channels.writers')}</th>
              <th scope="col">{t('channels.moderation')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('channels.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {channels.value.map((channel) => {
              const draft = channelDraftOf(channel);
              return (
                <tr key={channel.id} data-testid="channel-row">
                  <th scope="row">{channel.name}</th>
                  <td>{t(`channels.readersOptions.${draft.readers}`)}</td>
                  <td>{t(`channels.writersOptions.${draft.writers}`)}</td>
                  <td>{draft.preModerated ? t('channels.preModeratedShort') : t('channels.openShort')}</td>
                  <td className="channel-table__actions">
                    {deleting === channel.id ? (
                      <>
                        <calcite-button
                          kind="danger"
                          onClick={() => remove(channel)}
                          data-testid="channel-delete-confirm"
                        >
                          {t('channels.deleteConfirm', { name: channel.name })}
                        </calcite-button>
                        <calcite-button appearance="outline" kind="neutral" onClick={() => setDeleting(undefined)}>
                          {t('channels.cancel')}
                        </calcite-button>
                      </>
                    ) : (
                      <>
                        <calcite-button
                          appearance="outline"
                          iconStart="pencil"
                          onClick={() => setEditing(channel.id)}
                          label={t('channels.edit', { name: channel.name })}
                          data-testid="channel-edit"
                        >
                          {t('channels.editShort')}
                        </calcite-button>
                        <calcite-button
                          appearance="outline"
                          kind="danger"
                          iconStart="trash"
                          onClick={() => setDeleting(channel.id)}
                          label={t('channels.delete', { name: channel.name })}
                        >
                          {t('channels.deleteShort')}
                        </calcite-button>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {editing && channels.status === 'done' ? (
        <ChannelForm
          key={editing}
          channel={channels.value.find((c) => c.id === editing)}
          onSave={save(channels.value.find((c) => c.id === editing))}
          onCancel={() => setEditing(undefined)}
        />
      ) : null}
      {editing === 'new' || !mayCreate ? null : (
        <calcite-button iconStart="plus" onClick={() => setEditing('new')} data-testid="channel-new">
          {t('channels.new')}
        </calcite-button>
      )}
    </section>
  );
}
