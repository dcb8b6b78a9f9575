import type { ChannelRecord, PostType } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationPicker } from '../components/map/LocationPicker.tsx';
import { pointOfFields } from '../components/map/locationPickerBounds.ts';
import { discussionError, type DiscussionBoardModel } from './useDiscussionBoard.ts';
import { useMarkup } from '../markup/useMarkup.ts';

const KINDS: readonly PostType[] = ['text', 'question', 'poll'];

/**
 * A new post: the channel (when there are several), its kind (a note, a question or a poll with its options), a title,
 * a Markdown body with a preview rendered and sanitised exactly as the board shows it, and an optional place — picked
 * on the map or typed as longitude and latitude, so the keyboard reaches it too.
 */
export function PostForm({ board, channels }: { board: DiscussionBoardModel; channels: readonly ChannelRecord[] }) {
  const { t } = useTranslation();
  const [channelId, setChannelId] = useState(channels[0]!.id);
  const [kind, setKind] = useState<PostType>('text');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [preview, setPreview] = useState(false);
  const markup = useMarkup(preview);
  const [options, setOptions] = useState(['', '']);
  const [located, setLocated] = useState(false);
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  const point = pointOfFields(latitude, longitude);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setMessage(undefined);
    try {
      const pending = await board.post({
        channelId,
        title,
        body,
        postType: kind,
        ...(kind === 'poll' ? { pollOptions: options.map((o) => o.trim()).filter(Boolean) } : {}),
        ...(located && point ? { geometry: { type: 'Point', coordinates: point } } : {}),
      });
      setTitle('');
      setBody('');
      setOptions(['', '']);
      setLatitude('');
      setLongitude('');
      setLocated(false);
      setPreview(false);
      setMessage(pending ? t('discussion.postPending') : t('discussion.posted'));
    } catch (e) {
      setError(discussionError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="post-form" onSubmit={(e) => void submit(e)} aria-labelledby="post-form-title">
      <h3 id="post-form-title">{t('discussion.newPost')}</h3>
      {channels.length > 1 ? (
        <p>
          <label htmlFor="post-channel">{t('discussion.channel')}</label>
          <select id="post-channel" value={channelId} onChange={(e) => setChannelId(e.target.value)}>
            {channels.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <fieldset className="post-form__kinds">
        <legend>{t('discussion.kind')}</legend>
        {KINDS.map((k) => (
          <label key={k}>
            <input type="radio" name="post-kind" value={k} checked={kind === k} onChange={() => setKind(k)} />{' '}
            {t(`discussion.kinds.${k}`)}
          </label>
        ))}
      </fieldset>
      <p>
        <label htmlFor="post-title">{t('discussion.postTitle')}</label>
        <input id="post-title" value={title} required maxLength={250} onChange={(e) => setTitle(e.target.value)} />
      </p>
      <div className="view-switch" role="group" aria-label={t('discussion.editorMode')}>
        <button type="button" className="view-switch__option" aria-pressed={!preview} onClick={() => setPreview(false)}>
          {t('discussion.write')}
        </button>
        <button type="button" className="view-switch__option" aria-pressed={preview} onClick={() => setPreview(true)}>
          {t('discussion.preview')}
        </button>
      </div>
      {preview ? (
        <div
          className="rich-text post-form__preview"
          aria-label={t('discussion.preview')}
          role="region"
          dir="auto"
          aria-busy={!markup || undefined}
          dangerouslySetInnerHTML={{
            __html: markup?.renderMarkdown(body, { embedHosts: [] }) || `<p>${t('discussion.nothingYet')}</p>`,
          }}
        />
      ) : (
        <p>
          <label htmlFor="post-body">{t('discussion.postBody')}</label>
          <textarea
            id="post-body"
            value={body}
            required
            maxLength={10000}
            rows={5}
            aria-describedby="post-body-help"
            onChange={(e) => setBody(e.target.value)}
          />
          <span id="post-body-help" className="workspace-muted">
            {t('discussion.markdownHelp')}
          </span>
        </p>
      )}
      {kind === 'poll' ? (
        <fieldset className="post-form__poll">
          <legend>{t('discussion.pollOptions')}</legend>
          {options.map((option, i) => (
            <p key={i}>
              <label htmlFor={`poll-option-${i}`}>{t('discussion.pollOption', { n: i + 1 })}</label>
              <input
                id={`poll-option-${i}`}
                value={option}
                required={i < 2}
                maxLength={200}
                onChange={(e) => setOptions(options.map((o, j) => (j === i ? e.target.value : o)))}
              />
            </p>
          ))}
          {options.length < 10 ? (
            <button type="button" className="button button--secondary" onClick={() => setOptions([...options, ''])}>
              {t('discussion.addOption')}
            </button>
          ) : null}
        </fieldset>
      ) : null}
      <p>
        <label>
          <input type="checkbox" checked={located} onChange={(e) => setLocated(e.target.checked)} />{' '}
          {t('discussion.markPlace')}
        </label>
      </p>
      {located ? (
        <div className="post-form__place">
          <LocationPicker
            latitude={latitude}
            longitude={longitude}
            onChange={(lat, lng) => {
              setLatitude(lat);
              setLongitude(lng);
            }}
            label={t('discussion.pickerLabel')}
            hint={t('discussion.pickerHint')}
            testId="post-location-picker"
          />
          <p className="post-form__coordinates">
            <label htmlFor="post-lat">{t('discussion.latitude')}</label>
            <input id="post-lat" inputMode="decimal" value={latitude} onChange={(e) => setLatitude(e.target.value)} />
            <label htmlFor="post-lon">{t('discussion.longitude')}</label>
            <input id="post-lon" inputMode="decimal" value={longitude} onChange={(e) => setLongitude(e.target.value)} />
          </p>
        </div>
      ) : null}
      <p>
        <button type="submit" className="button" disabled={busy}>
          {t('discussion.submit')}
        </button>
      </p>
      <p aria-live="polite">{message}</p>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
