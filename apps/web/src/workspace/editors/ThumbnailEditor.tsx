import { removeItemThumbnail, setItemThumbnailUrl } from '@plaza/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { uploadItemPart } from '../api/uploadThumbnail.ts';
import type { WorkspaceEntity } from '../api/workspaceKinds.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';
import { useAction } from '../ui/useAction.ts';

/**
 * The thumbnail: the current one, a new image uploaded with a progress bar (the portal's limit is 1 MB) or taken from
 * an http(s) address the portal fetches, and removing it.
 */
export function ThumbnailEditor({
  target,
  session,
}: {
  readonly target: WorkspaceEntity;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const current = target.entity.thumbnailUrl;
  const [address, setAddress] = useState('');
  const action = useAction();
  const busy = action.busy;
  const calls = { portal: session.options.portal, authentication: session.handle };
  const change = async (run: () => Promise<void>) => {
    if (await action.run(run)) setAddress('');
  };

  const upload = async (file: File) => {
    setFailure(undefined);
    setProgress(0);
    try {
      const token = await session.handle.getToken(session.options.portal);
      await uploadItemPart(target.entity, 'thumbnail', file, {
        portal: session.options.portal,
        token,
        onProgress: setProgress,
      });
      await revalidator.revalidate();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <section className="workspace-block thumbnail-editor" aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`}>{t('workspace.thumbnail.title')}</h3>
      <div className="thumbnail-editor__row">
        {current ? (
          <img className="thumbnail-editor__image" src={current} alt={t('workspace.thumbnail.current')} />
        ) : (
          <p className="workspace-muted">{t('workspace.thumbnail.none')}</p>
        )}
        <div>
          <label htmlFor={inputId}>{t('workspace.thumbnail.choose')}</label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            disabled={progress !== undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <p className="workspace-muted">{t('workspace.thumbnail.hint')}</p>
          <form
            className="thumbnail-editor__url"
            onSubmit={(event) => {
              event.preventDefault();
              if (address.trim()) void change(() => setItemThumbnailUrl(target.entity, address.trim(), calls));
            }}
          >
            <label htmlFor={`${inputId}-url`}>{t('workspace.thumbnail.fromUrl')}</label>
            <input
              id={`${inputId}-url`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={address}
              disabled={busy}
              onChange={(event) => setAddress(event.target.value)}
              data-testid="thumbnail-url"
            />
            <calcite-button type="submit" appearance="outline" disabled={busy || !address.trim()} loading={busy}>
              {t('workspace.thumbnail.useUrl')}
            </calcite-button>
          </form>
          {current ? (
            <calcite-button
              appearance="outline"
              kind="danger"
              iconStart="trash"
              disabled={busy}
              onClick={() => void change(() => removeItemThumbnail(target.entity, calls))}
            >
              {t('workspace.thumbnail.remove')}
            </calcite-button>
          ) : null}
        </div>
      </div>
      {progress !== undefined ? (
        <calcite-progress
          type="determinate"
          value={Math.round(progress * 100)}
          label={t('workspace.thumbnail.uploading')}
          text={t('workspace.thumbnail.percent', { percent: Math.round(progress * 100) })}
        />
      ) : null}
      <ErrorNotice title={t('workspace.thumbnail.failed')} message={failure ?? action.failure} />
    </section>
  );
}
