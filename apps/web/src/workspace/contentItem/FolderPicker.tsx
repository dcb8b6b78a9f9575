import { fetchUserFolders, moveItemsInBulk, type HubContent } from '@plaza/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAction } from '../ui/useAction.ts';
import { useAsync } from '../ui/useAsync.ts';

/**
 * Which of its owner's folders a content item is in, and moving it to another (`moveItems`). Only its owner moves it:
 * a folder is its owner's; others see where it is kept.
 */
export function FolderPicker({
  content,
  session,
}: {
  readonly content: HubContent;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const id = useId();
  const calls = { portal: session.options.portal, authentication: session.handle };
  const [folders] = useAsync(() => fetchUserFolders(content.owner, calls), content.owner);
  const [choice, setChoice] = useState(content.folderId ?? '');
  const { busy, failure, run } = useAction();
  const mine = session.handle.current().username === content.owner;
  const list = folders.status === 'done' ? folders.value : [];
  const move = () => run(() => moveItemsInBulk(content.owner, [content.id], choice || null, calls));
  return (
    <section className="workspace-block" aria-labelledby={`${id}-title`} data-testid="folder-picker">
      <h3 id={`${id}-title`}>{t('contentWorkspace.folder.title')}</h3>
      <div className="workspace-inline-form">
        <label htmlFor={`${id}-folder`}>{t('contentWorkspace.folder.label')}</label>
        <select
          id={`${id}-folder`}
          value={choice}
          disabled={!mine || busy || folders.status !== 'done'}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">{t('contentWorkspace.folder.root')}</option>
          {list.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.title}
            </option>
          ))}
        </select>
        {mine ? (
          <calcite-button
            appearance="outline"
            disabled={busy || choice === (content.folderId ?? '')}
            loading={busy}
            onClick={() => void move()}
          >
            {t('contentWorkspace.folder.move')}
          </calcite-button>
        ) : null}
      </div>
      {!mine ? <p className="workspace-muted">{t('contentWorkspace.folder.ownerOnly')}</p> : null}
      <ErrorNotice title={t('contentWorkspace.folder.failed')} message={failure} />
    </section>
  );
}
