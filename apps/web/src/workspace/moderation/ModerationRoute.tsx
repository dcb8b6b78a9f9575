import { blockChannelUser, POST_STATUSES, updatePostStatus, type PostStatus } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLoaderData, useRevalidator } from 'react-router';
import { discussionError } from '../../discussions/useDiscussionBoard.ts';
import { WorkspaceScreenError } from '../shell/WorkspaceScreenError.tsx';
import { moderationLoader, type ModerationData } from './moderationLoader.ts';
import './moderation.css';

export const loader = moderationLoader;

const ACTIONS: readonly PostStatus[] = ['approved', 'hidden', 'rejected'];

/**
 * The moderation queue (issue 16): posts of the channels the member moderates, filtered by status and channel;
 * choose posts and approve, hide or reject them together, or block their authors from the channel. Each decision is
 * made by the discussions service, which checks the member moderates the post's channel.
 */
export function Component() {
  const { t } = useTranslation();
  const data = useLoaderData<ModerationData>();
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const options = { hubUrl: window.location.origin, authentication: data.session.handle };
  const channelName = new Map(data.channels.map((c) => [c.id, c.name]));
  const all = data.posts.length > 0 && data.posts.every((p) => chosen.has(p.id));

  const run = async (what: string, action: (ids: readonly string[]) => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      const ids = [...chosen];
      await action(ids);
      setChosen(new Set());
      setMessage(t('moderation.done', { count: ids.length, what }));
      await revalidator.revalidate();
    } catch (e) {
      setError(discussionError(e));
    } finally {
      setBusy(false);
    }
  };
  const setStatus = (status: PostStatus) =>
    run(t(`moderation.statuses.${status}`), (ids) =>
      Promise.all(ids.map((id) => updatePostStatus(id, status, options))),
    );
  const block = () =>
    run(t('moderation.blocked'), async (ids) => {
      const authors = new Set(
        data.posts.filter((p) => ids.includes(p.id) && p.creator).map((p) => `${p.channelId} ${p.creator!}`),
      );
      for (const pair of authors) {
        const [channelId, username] = pair.split(' ') as [string, string];
        await blockChannelUser(channelId, username, options);
      }
      await Promise.all(ids.map((id) => updatePostStatus(id, 'blocked', options)));
    });

  return (
    <div className="workspace-page moderation">
      <header className="workspace-page__header">
        <h1>{t('moderation.title')}</h1>
        <p className="workspace-muted">{t('moderation.intro')}</p>
      </header>
      {data.channels.length === 0 ? (
        <p>{t('moderation.noChannels')}</p>
      ) : (
        <>
          <Form method="get" className="moderation__filters">
            <label>
              <span>{t('moderation.status')}</span>
              <select name="status" defaultValue={data.status}>
                {POST_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`moderation.statuses.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{t('moderation.channel')}</span>
              <select name="channel" defaultValue={data.channelId ?? ''}>
                <option value="">{t('moderation.allChannels')}</option>
                {data.channels.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button button--secondary">
              {t('moderation.filter')}
            </button>
          </Form>
          <p aria-live="polite" data-testid="moderation-count">
            {t('moderation.count', { count: data.total, status: t(`moderation.statuses.${data.status}`) })}
          </p>
          {data.posts.length > 0 ? (
            <>
              <div className="moderation__actions" role="group" aria-label={t('moderation.actionsLabel')}>
                {ACTIONS.filter((a) => a !== data.status).map((status) => (
                  <button
                    key={status}
                    type="button"
                    className="button"
                    disabled={busy || chosen.size === 0}
                    onClick={() => void setStatus(status)}
                  >
                    {t(`moderation.do.${status}`, { count: chosen.size })}
                  </button>
                ))}
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy || chosen.size === 0}
                  onClick={() => void block()}
                >
                  {t('moderation.do.block', { count: chosen.size })}
                </button>
              </div>
              {/* Scrolls sideways on a narrow screen instead of cutting its last columns off. */}
              <div className="moderation__scroll" role="region" aria-label={t('moderation.caption')} tabIndex={0}>
                <table className="moderation__table">
                  <caption className="visually-hidden">{t('moderation.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <input
                          type="checkbox"
                          aria-label={t('moderation.chooseAll')}
                          checked={all}
                          onChange={() => setChosen(all ? new Set() : new Set(data.posts.map((p) => p.id)))}
                        />
                      </th>
                      <th scope="col">{t('moderation.post')}</th>
                      <th scope="col">{t('moderation.author')}</th>
                      <th scope="col">{t('moderation.channel')}</th>
                      <th scope="col">{t('moderation.reports')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.posts.map((post) => {
                      const label = post.title ?? post.body.slice(0, 60);
                      return (
                        <tr key={post.id}>
                          <td>
                            <input
                              type="checkbox"
                              aria-label={t('moderation.choose', { title: label })}
                              checked={chosen.has(post.id)}
                              onChange={() => {
                                const next = new Set(chosen);
                                if (next.has(post.id)) next.delete(post.id);
                                else next.add(post.id);
                                setChosen(next);
                              }}
                            />
                          </td>
                          <td>
                            <strong dir="auto">{label}</strong>
                            <div
                              className="rich-text moderation__body"
                              dir="auto"
                              dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
                            />
                            <time dateTime={post.createdAt}>{new Date(post.createdAt).toLocaleString()}</time>
                          </td>
                          <td>{post.creator ?? t('discussion.anonymous')}</td>
                          <td>{channelName.get(post.channelId) ?? post.channelId}</td>
                          <td>{post.reportCount ?? 0}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
          <p aria-live="polite">{message}</p>
          {error ? (
            <p role="alert" className="form-error">
              {error}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = WorkspaceScreenError;
