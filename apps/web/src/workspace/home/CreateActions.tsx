import { getWorkspaceRoute } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import type { CreatableKind } from '../create/createWorkspaceEntity.ts';
import { CreateEntityDialog } from '../create/CreateEntityDialog.tsx';
import { decide, type Decision } from '../permissions/decide.ts';
import { explainDenial } from '../permissions/explainDenial.ts';
import { NewGroupDialog } from '../groups/NewGroupDialog.tsx';

const CREATABLE: readonly CreatableKind[] = ['project', 'initiative', 'site', 'discussion', 'survey'];

/**
 * The create buttons of the workspace home: one per kind the user may create (`hub:{kind}:create`); a kind they may
 * not create has no button at all (issue 9), and when none is left a sentence says why.
 */
export function CreateActions({ session }: { readonly session: WorkspaceSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState<CreatableKind>();
  const decisions = CREATABLE.map((kind): [CreatableKind, Decision] => [
    kind,
    decide(`hub:${kind}:create`, session.answer, session.context),
  ]);
  const allowed = decisions.filter(([, decision]) => decision.allowed).map(([kind]) => kind);
  // Adding a file or a web address as an item (ADR 0108): its own screen, shown like the create buttons.
  const mayAddContent = decide('hub:content:create', session.answer, session.context).allowed;
  // Groups are portal groups, not items (issue 19): their own dialog.
  const mayCreateGroup = decide('hub:group:create', session.answer, session.context).allowed;
  const [creatingGroup, setCreatingGroup] = useState(false);
  const firstDenial = decisions.find(([, decision]) => !decision.allowed)?.[1];

  return (
    <section className="workspace-section" aria-labelledby="create-heading">
      <h2 id="create-heading">{t('workspace.home.create')}</h2>
      {allowed.length > 0 || mayAddContent || mayCreateGroup ? (
        <div className="workspace-actions">
          {allowed.map((kind) => (
            <calcite-button
              key={kind}
              iconStart="plus"
              onClick={() => setCreating(kind)}
              data-testid={`create-${kind}`}
            >
              {t(`workspace.create.button.${kind}`)}
            </calcite-button>
          ))}
          {mayCreateGroup ? (
            <calcite-button iconStart="users" onClick={() => setCreatingGroup(true)} data-testid="create-group">
              {t('groupWorkspace.create.button')}
            </calcite-button>
          ) : null}
          {mayAddContent ? (
            <calcite-button
              iconStart="upload"
              appearance="outline"
              onClick={() => void navigate('/workspace/content/new')}
              data-testid="create-content"
            >
              {t('addContent.button')}
            </calcite-button>
          ) : null}
        </div>
      ) : (
        <p className="workspace-muted" data-testid="create-denied">
          {t('workspace.home.cannotCreate')}{' '}
          {firstDenial && !firstDenial.allowed ? explainDenial(t, firstDenial.denial, 'hub:project:create') : null}
        </p>
      )}
      {creating ? (
        <CreateEntityDialog
          kind={creating}
          session={session}
          onClose={() => setCreating(undefined)}
          onCreated={(id) => {
            setCreating(undefined);
            void navigate(getWorkspaceRoute(creating, id, 'details'));
          }}
        />
      ) : null}
      {creatingGroup ? (
        <NewGroupDialog
          session={session}
          onClose={() => setCreatingGroup(false)}
          onCreated={(id) => {
            setCreatingGroup(false);
            void navigate(`/workspace/groups/${id}/members`);
          }}
        />
      ) : null}
    </section>
  );
}
