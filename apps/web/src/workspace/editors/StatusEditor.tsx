import { entityStatusSchema, type EntityStatus } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { SaveBar } from './SaveBar.tsx';
import { useSaveEntity } from './useSaveEntity.ts';
import { withWorkFields, type WorkTarget } from './workTarget.ts';

/** A project's or initiative's status (spec 1 §4: mirrored into a `status|{value}` keyword by core when saved). */
export function StatusEditor({ target, session }: { readonly target: WorkTarget; readonly session: WorkspaceSession }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<EntityStatus>(target.entity.status);
  const { state, save } = useSaveEntity(session);
  const dirty = status !== target.entity.status;
  const submit = () => void save(withWorkFields(target, { status }));
  return (
    <section className="workspace-block" aria-labelledby="status-heading" data-testid="status-editor">
      <h3 id="status-heading">{t('workspace.statusEditor.title')}</h3>
      <calcite-select
        label={t('workspace.statusEditor.label')}
        labelText={t('workspace.statusEditor.label')}
        value={status}
        oncalciteSelectChange={(event) => {
          const parsed = entityStatusSchema.safeParse(event.target.value);
          if (parsed.success) setStatus(parsed.data);
        }}
        data-testid="status-select"
      >
        {entityStatusSchema.options.map((option) => (
          <calcite-option key={option} value={option} selected={option === status}>
            {t(`workspace.status.${option}`)}
          </calcite-option>
        ))}
      </calcite-select>
      <SaveBar state={state} dirty={dirty} onSave={submit} onDiscard={() => setStatus(target.entity.status)} />
    </section>
  );
}
