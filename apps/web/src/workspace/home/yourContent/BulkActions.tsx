import {
  deleteItemsInBulk,
  fetchUserFolders,
  moveItemsInBulk,
  PortalRequestError,
  shareItemsInBulk,
  type BulkShare,
  type PortalItem,
} from '@plaza/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { errorMessage } from '../../ui/errorMessage.ts';
import { useAsync } from '../../ui/useAsync.ts';
import { refusedTitles } from './yourContentQuery.ts';

type Action = 'share' | 'move' | 'delete';

/**
 * What can be done to the selected items at once: share (everyone, the organisation, or a group), move to a folder,
 * delete. Each is all or nothing on the server; a refusal names the items that stopped it, by title.
 */
export function BulkActions({
  session,
  owner,
  selected,
  onDone,
}: {
  readonly session: WorkspaceSession;
  readonly owner: string;
  readonly selected: readonly PortalItem[];
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = { portal: session.options.portal, authentication: session.handle };
  const [open, setOpen] = useState<Action>();
  const [share, setShare] = useState('org');
  const [folder, setFolder] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [said, setSaid] = useState('');
  const [folders] = useAsync(
    () => (open === 'move' ? fetchUserFolders(owner, options) : Promise.resolve([])),
    `${owner}:${open ?? ''}`,
  );
  const groups = session.context.currentUser?.groups ?? [];
  const ids = selected.map((item) => item.id);

  const run = async (action: Action, change: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await change();
      setSaid(t(`yourContent.bulk.done.${action}`, { count: ids.length }));
      setOpen(undefined);
      onDone();
    } catch (error) {
      setFailure(
        error instanceof PortalRequestError && error.details.length > 0
          ? t('yourContent.bulk.refused', {
              message: error.message,
              items: refusedTitles(error.details, selected).join(', '),
            })
          : errorMessage(error),
      );
    } finally {
      setBusy(false);
    }
  };
  const shareOf = (): BulkShare =>
    share === 'everyone' ? { everyone: true } : share === 'org' ? { org: true } : { groups: [share] };

  return (
    <div className="bulk-actions" aria-labelledby={`${id}-count`} data-testid="bulk-actions">
      <p id={`${id}-count`} role="status" className="bulk-actions__count">
        {selected.length > 0 ? t('yourContent.bulk.selected', { count: selected.length }) : said}
      </p>
      <div className="bulk-actions__buttons">
        {(['share', 'move', 'delete'] as const).map((action) => (
          <calcite-button
            key={action}
            appearance="outline"
            kind={action === 'delete' ? 'danger' : 'brand'}
            iconStart={action === 'share' ? 'share' : action === 'move' ? 'folder-move' : 'trash'}
            disabled={selected.length === 0 || busy}
            onClick={() => {
              setFailure(undefined);
              setOpen(open === action ? undefined : action);
            }}
          >
            {t(`yourContent.bulk.${action}`)}
          </calcite-button>
        ))}
      </div>
      {open && selected.length > 0 ? (
        <form
          className="bulk-actions__form"
          aria-label={t(`yourContent.bulk.${open}Title`, { count: selected.length })}
          onSubmit={(event) => {
            event.preventDefault();
            if (open === 'share') void run('share', () => shareItemsInBulk(owner, ids, shareOf(), options));
            if (open === 'move') void run('move', () => moveItemsInBulk(owner, ids, folder || null, options));
            if (open === 'delete') void run('delete', () => deleteItemsInBulk(owner, ids, options));
          }}
        >
          {open === 'share' ? (
            <label>
              {t('yourContent.bulk.shareWith')}
              <select value={share} onChange={(event) => setShare(event.target.value)}>
                <option value="everyone">{t('yourContent.bulk.everyone')}</option>
                <option value="org">{t('yourContent.bulk.org')}</option>
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {t('yourContent.bulk.group', { group: group.title ?? group.id })}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {open === 'move' ? (
            <label>
              {t('yourContent.bulk.moveTo')}
              <select value={folder} onChange={(event) => setFolder(event.target.value)}>
                <option value="">{t('yourContent.bulk.root')}</option>
                {(folders.status === 'done' ? folders.value : []).map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.title}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {open === 'delete' ? <p>{t('yourContent.bulk.deleteWarning', { count: selected.length })}</p> : null}
          <calcite-button type="submit" kind={open === 'delete' ? 'danger' : 'brand'} loading={busy} disabled={busy}>
            {t(`yourContent.bulk.${open}Confirm`, { count: selected.length })}
          </calcite-button>
          <calcite-button appearance="outline" kind="neutral" onClick={() => setOpen(undefined)}>
            {t('workspace.cancel')}
          </calcite-button>
        </form>
      ) : null}
      <ErrorNotice title={t('yourContent.bulk.failed')} message={failure} />
    </div>
  );
}
