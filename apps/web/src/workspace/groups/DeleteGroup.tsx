import { deleteGroup } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetWorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { explainDenial } from '../permissions/explainDenial.ts';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog.tsx';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';
import type { GroupWorkspaceData } from './groupWorkspaceLoader.ts';

/** Deleting the group behind a confirmation; a protected group says so instead of offering it. */
export function DeleteGroup({ data }: { readonly data: GroupWorkspaceData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { group, session, can } = data;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const remove = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await deleteGroup(group.id, { portal: session.options.portal, authentication: session.handle });
      forgetWorkspaceSession();
      void navigate('/workspace', { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <section className="workspace-block danger-zone" aria-labelledby="group-delete">
      <h3 id="group-delete">{t('workspace.delete.title')}</h3>
      {!can.delete.allowed ? (
        <p className="why">{explainDenial(t, can.delete.denial, 'hub:group:delete')}</p>
      ) : group.protected ? (
        <p className="workspace-muted">{t('groupWorkspace.settings.protectedCannotDelete')}</p>
      ) : (
        <calcite-button kind="danger" appearance="outline" iconStart="trash" onClick={() => setConfirming(true)}>
          {t('groupWorkspace.settings.delete')}
        </calcite-button>
      )}
      <ErrorNotice title={t('workspace.delete.failed')} message={failure} />
      {confirming ? (
        <ConfirmDeleteDialog
          name={group.name}
          body={t('groupWorkspace.settings.deleteBody')}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </section>
  );
}
