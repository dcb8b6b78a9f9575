import type { HubContent } from '@plaza/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';
import { uploadItemPart } from '../api/uploadThumbnail.ts';
import { numberFormat } from '../../format/intlFormats.ts';

/**
 * Replacing the item's file: a file chosen, uploaded with its progress shown, and the versions list told to reload.
 * The portal's refusal (too large, not allowed) is shown as it says.
 */
export function ReplaceFile({
  content,
  session,
  onReplaced,
}: {
  readonly content: HubContent;
  readonly session: WorkspaceSession;
  readonly onReplaced: (fileName: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File>();
  // A new input after each upload, so the chosen file's name does not linger.
  const [round, setRound] = useState(0);
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const uploading = progress !== undefined;

  const upload = async () => {
    if (!file) return;
    setFailure(undefined);
    setProgress(0);
    try {
      const token = await session.handle.getToken(session.options.portal);
      await uploadItemPart(content, 'file', file, { portal: session.options.portal, token, onProgress: setProgress });
      setFile(undefined);
      setRound((n) => n + 1);
      onReplaced(file.name);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <form
      className="replace-file"
      aria-labelledby={`${id}-label`}
      onSubmit={(event) => {
        event.preventDefault();
        void upload();
      }}
    >
      <label id={`${id}-label`} htmlFor={`${id}-file`} className="replace-file__label">
        {t('contentWorkspace.replace.label')}
      </label>
      <input
        key={round}
        id={`${id}-file`}
        type="file"
        disabled={uploading}
        onChange={(event) => setFile(event.target.files?.[0])}
        data-testid="replace-file-input"
      />
      <calcite-button type="submit" iconStart="upload" disabled={!file || uploading} loading={uploading}>
        {t('contentWorkspace.replace.button')}
      </calcite-button>
      {uploading ? (
        <div role="status" aria-live="polite">
          <progress max={1} value={progress} aria-label={t('contentWorkspace.replace.progressLabel')} />{' '}
          {numberFormat(i18n.language, { style: 'percent' }).format(progress)}
        </div>
      ) : null}
      <ErrorNotice title={t('contentWorkspace.replace.failed')} message={failure} />
    </form>
  );
}
