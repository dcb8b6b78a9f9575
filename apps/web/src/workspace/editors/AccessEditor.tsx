import { setItemAccess, type ChosenItemAccess } from '@plaza/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import type { WorkspaceEntity } from '../api/workspaceKinds.ts';
import type { Decision } from '../permissions/decide.ts';
import { explainDenial } from '../permissions/explainDenial.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';

const LEVELS: readonly ChosenItemAccess[] = ['private', 'org', 'public'];

function isChosenItemAccess(value: string): value is ChosenItemAccess {
  return (LEVELS as readonly string[]).includes(value);
}

/**
 * Who can see the entity: only the owner, the organisation, or everyone (spec 2 §6 change access: a share privilege
 * and item control admin). Without that permission the choice is shown but cannot be changed, and says why.
 */
export function AccessEditor({
  target,
  session,
  decision,
}: {
  readonly target: WorkspaceEntity;
  readonly session: WorkspaceSession;
  readonly decision: Decision;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const stored = target.entity.access === 'shared' ? 'private' : target.entity.access;
  const [choice, setChoice] = useState<ChosenItemAccess>(stored);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  useEffect(() => setChoice(stored), [stored]);

  const apply = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await setItemAccess(target.entity, choice, { portal: session.options.portal, authentication: session.handle });
      setDone(true);
      await revalidator.revalidate();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="workspace-block" aria-labelledby="access-heading" data-testid="access-editor">
      <h3 id="access-heading">{t('workspace.accessEditor.title')}</h3>
      <calcite-radio-button-group
        name={`access-${target.entity.id}`}
        labelText={t('workspace.accessEditor.label')}
        layout="vertical"
        oncalciteRadioButtonGroupChange={(event) => {
          const value = String(event.target.selectedItem.value);
          if (isChosenItemAccess(value)) {
            setChoice(value);
            setDone(false);
          }
        }}
      >
        {LEVELS.map((level) => (
          <calcite-label key={level} layout="inline">
            {/* Disabled one by one: Calcite does not enable radios again once their group was disabled. */}
            <calcite-radio-button
              value={level}
              checked={choice === level}
              disabled={!decision.allowed || busy}
              data-testid={`access-${level}`}
            />
            {t(`workspace.accessEditor.${level}`)}
          </calcite-label>
        ))}
      </calcite-radio-button-group>
      {target.entity.access === 'shared' ? (
        <p className="workspace-muted">{t('workspace.accessEditor.groupsToo')}</p>
      ) : null}
      {decision.allowed ? (
        <div className="save-bar__actions">
          <calcite-button
            onClick={() => void apply()}
            disabled={choice === stored || busy}
            loading={busy}
            data-testid="access-apply"
          >
            {t('workspace.accessEditor.apply')}
          </calcite-button>
          <span role="status" aria-live="polite">
            {done && choice === target.entity.access ? t('workspace.accessEditor.done') : ''}
          </span>
        </div>
      ) : (
        <p className="why" data-testid="access-why">
          {explainDenial(t, decision.denial, `hub:${target.kind}:canChangeAccess`)}
        </p>
      )}
      <ErrorNotice title={t('workspace.accessEditor.failed')} message={failure} />
    </section>
  );
}
