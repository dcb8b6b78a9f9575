import { deleteEntity } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import type { WorkspaceEntity } from '../api/workspaceKinds.ts';
import type { Decision } from '../permissions/decide.ts';
import { explainDenial } from '../permissions/explainDenial.ts';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog.tsx';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';

/**
 * Deleting the entity, behind a confirmation dialog (the portal refuses a protected item, core removes a site's
 * domains afterwards). Without the delete permission the button is replaced by why.
 */
export function DeleteEntity({
  target,
  session,
  decision,
}: {
  readonly target: WorkspaceEntity;
  readonly session: WorkspaceSession;
  readonly decision: Decision;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const remove = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await deleteEntity(target.kind, target.entity.id, session.options);
      void navigate('/workspace', { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <section className="workspace-block danger-zone" aria-labelledby="delete-heading">
      <h3 id="delete-heading">{t('workspace.delete.title')}</h3>
      {decision.allowed ? (
        <calcite-button kind="danger" appearance="outline" iconStart="trash" onClick={() => setConfirming(true)}>
          {t(`workspace.delete.button.${target.kind}`)}
        </calcite-button>
      ) : (
        <p className="why">{explainDenial(t, decision.denial, `hub:${target.kind}:delete`)}</p>
      )}
      <ErrorNotice title={t('workspace.delete.failed')} message={failure} />
      {confirming ? (
        <ConfirmDeleteDialog
          name={target.entity.name}
          body={t('workspace.delete.confirmBody')}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </section>
  );
}
