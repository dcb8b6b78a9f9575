import {
  deleteItemVersion,
  fetchItemVersions,
  itemVersionFileUrl,
  restoreItemVersion,
  type HubContent,
  type ItemVersion,
} from '@plaza/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { formatSize } from '../../components/formatSize.ts';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';
import { formatWhen } from '../ui/formatWhen.ts';
import { useAsync } from '../ui/useAsync.ts';
import { ReplaceFile } from './ReplaceFile.tsx';

/**
 * The item's file and its earlier versions (issue 18, ADR 0152): who made each the item's file and when, its size, a
 * download; restoring an earlier one, deleting one (behind a confirmation), and replacing the file. What changed is
 * said politely; a refusal is shown as the portal says it.
 */
export function FileVersions({
  content,
  session,
}: {
  readonly content: HubContent;
  readonly session: WorkspaceSession;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const revalidator = useRevalidator();
  const options = { portal: session.options.portal, authentication: session.handle };
  const [versions, reload] = useAsync(() => fetchItemVersions(content.id, options), content.id);
  const [busy, setBusy] = useState<string>();
  const [confirming, setConfirming] = useState<ItemVersion>();
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string>();
  const token = session.handle.current().token;
  const list = versions.status === 'done' ? versions.value : [];
  const current = list.find((version) => version.current);
  const earlier = list.filter((version) => !version.current);
  const nameOf = (version: ItemVersion) => version.fileName ?? t('contentWorkspace.versions.unnamed');
  const whenOf = (version: ItemVersion) => formatWhen(version.created, i18n.language);

  const run = async (version: ItemVersion, change: () => Promise<void>, done: string) => {
    setBusy(version.id);
    setFailure(undefined);
    setSaid('');
    try {
      await change();
      setSaid(done);
      reload();
      await revalidator.revalidate();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(undefined);
      setConfirming(undefined);
    }
  };

  const describe = (version: ItemVersion) =>
    t('contentWorkspace.versions.madeBy', {
      author: version.author ?? t('contentWorkspace.versions.unknownAuthor'),
      when: whenOf(version),
      size: formatSize(version.size, i18n.language),
    });

  return (
    <section className="workspace-block" aria-labelledby={`${id}-title`} data-testid="file-versions">
      <h3 id={`${id}-title`}>{t('contentWorkspace.versions.title')}</h3>
      <p className="workspace-muted">{t('contentWorkspace.versions.intro')}</p>
      {versions.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
      <ErrorNotice
        title={t('contentWorkspace.versions.loadFailed')}
        message={versions.status === 'failed' ? versions.message : undefined}
      />
      {current ? (
        <div className="version version--current" data-testid="version-current">
          <h4>{t('contentWorkspace.versions.current')}</h4>
          <p>
            <a href={itemVersionFileUrl(session.options.portal, content.id, current.id, token)} download>
              {nameOf(current)}
            </a>{' '}
            <span className="workspace-muted">{describe(current)}</span>
          </p>
        </div>
      ) : null}
      <ReplaceFile
        content={content}
        session={session}
        onReplaced={(name) => {
          setSaid(t('contentWorkspace.replace.done', { name }));
          reload();
          void revalidator.revalidate();
        }}
      />
      <h4>{t('contentWorkspace.versions.earlier')}</h4>
      {versions.status === 'done' && earlier.length === 0 ? (
        <p className="workspace-muted">{t('contentWorkspace.versions.none')}</p>
      ) : null}
      {earlier.length > 0 ? (
        <ul className="workspace-cards" data-testid="version-list">
          {earlier.map((version) => (
            <li key={version.id} className="workspace-card version">
              <span>
                <a href={itemVersionFileUrl(session.options.portal, content.id, version.id, token)} download>
                  {nameOf(version)}
                </a>{' '}
                <span className="workspace-muted">{describe(version)}</span>
              </span>
              <span className="workspace-card__actions">
                <calcite-button
                  appearance="outline"
                  iconStart="reset"
                  disabled={busy !== undefined}
                  loading={busy === version.id}
                  label={t('contentWorkspace.versions.restoreLabel', { name: nameOf(version), when: whenOf(version) })}
                  onClick={() =>
                    void run(
                      version,
                      () => restoreItemVersion(content, version.id, options),
                      t('contentWorkspace.versions.restored', { name: nameOf(version) }),
                    )
                  }
                >
                  {t('contentWorkspace.versions.restore')}
                </calcite-button>
                {content.canDelete ? (
                  <calcite-button
                    appearance="outline"
                    kind="danger"
                    iconStart="trash"
                    disabled={busy !== undefined}
                    label={t('contentWorkspace.versions.deleteLabel', { name: nameOf(version), when: whenOf(version) })}
                    onClick={() => setConfirming(version)}
                  >
                    {t('contentWorkspace.versions.delete')}
                  </calcite-button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" aria-live="polite" className="save-bar__status">
        {said}
      </p>
      <ErrorNotice title={t('contentWorkspace.versions.failed')} message={failure} />
      {confirming ? (
        <calcite-dialog
          modal
          open
          kind="danger"
          heading={t('contentWorkspace.versions.confirmDeleteTitle')}
          oncalciteDialogClose={() => setConfirming(undefined)}
        >
          <p>
            {t('contentWorkspace.versions.confirmDeleteBody', {
              name: nameOf(confirming),
              when: whenOf(confirming),
            })}
          </p>
          <calcite-button
            slot="footer-start"
            appearance="outline"
            kind="neutral"
            onClick={() => setConfirming(undefined)}
          >
            {t('workspace.cancel')}
          </calcite-button>
          <calcite-button
            slot="footer-end"
            kind="danger"
            loading={busy === confirming.id}
            disabled={busy !== undefined}
            onClick={() =>
              void run(
                confirming,
                () => deleteItemVersion(content, confirming.id, options),
                t('contentWorkspace.versions.deleted'),
              )
            }
          >
            {t('contentWorkspace.versions.delete')}
          </calcite-button>
        </calcite-dialog>
      ) : null}
    </section>
  );
}
