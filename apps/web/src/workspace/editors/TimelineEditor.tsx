import { entityStatusSchema } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { SaveBar } from './SaveBar.tsx';
import { moveStage, newStage, readTimeline, writeTimeline, type TimelineStage } from './timelineModel.ts';
import { useSaveEntity } from './useSaveEntity.ts';
import { withWorkFields, type WorkTarget } from './workTarget.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';

/**
 * A project's or initiative's timeline: stages with a title, a timeframe, a status and a description; add, move,
 * remove, save.
 */
export function TimelineEditor({
  target,
  session,
}: {
  readonly target: WorkTarget;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const timeline = target.entity.timeline;
  const stored = readTimeline(timeline);
  const [stages, setStages] = useState<TimelineStage[]>(stored);
  const { state, save } = useSaveEntity(session);
  const dirty = JSON.stringify(stages) !== JSON.stringify(stored);
  const update = (index: number, patch: Partial<TimelineStage>) =>
    setStages((current) => current.map((stage, i) => (i === index ? { ...stage, ...patch } : stage)));
  const submit = () => void save(withWorkFields(target, { timeline: writeTimeline(timeline, stages) }));

  return (
    <section className="workspace-block" aria-labelledby="timeline-heading" data-testid="timeline-editor">
      <h3 id="timeline-heading">{t('workspace.timeline.title')}</h3>
      {stages.length === 0 ? <p className="workspace-muted">{t('workspace.timeline.empty')}</p> : null}
      <ol className="timeline-stages">
        {stages.map((stage, index) => (
          <li key={stage.id} className="timeline-stage">
            <fieldset>
              <legend>{t('workspace.timeline.stage', { number: index + 1 })}</legend>
              <calcite-input-text
                label={t('workspace.timeline.stageTitle')}
                labelText={t('workspace.timeline.stageTitle')}
                value={stage.title}
                oncalciteInputTextInput={(event) => update(index, { title: event.target.value })}
              />
              <calcite-input-text
                label={t('workspace.timeline.timeframe')}
                labelText={t('workspace.timeline.timeframe')}
                value={stage.timeframe}
                placeholder={t('workspace.timeline.timeframeHint')}
                oncalciteInputTextInput={(event) => update(index, { timeframe: event.target.value })}
              />
              <calcite-select
                label={t('workspace.statusEditor.label')}
                labelText={t('workspace.statusEditor.label')}
                value={stage.status}
                oncalciteSelectChange={(event) => {
                  const parsed = entityStatusSchema.safeParse(event.target.value);
                  if (parsed.success) update(index, { status: parsed.data });
                }}
              >
                {entityStatusSchema.options.map((option) => (
                  <calcite-option key={option} value={option} selected={option === stage.status}>
                    {t(`workspace.status.${option}`)}
                  </calcite-option>
                ))}
              </calcite-select>
              <TextAreaField
                label={t('workspace.timeline.description')}
                value={stage.description}
                rows={2}
                onInput={(description) => update(index, { description })}
              />
              <div className="workspace-actions">
                <calcite-button
                  appearance="outline"
                  kind="neutral"
                  iconStart="chevron-up"
                  disabled={index === 0}
                  onClick={() => setStages((s) => moveStage(s, index, -1))}
                >
                  {t('workspace.moveUp')}
                </calcite-button>
                <calcite-button
                  appearance="outline"
                  kind="neutral"
                  iconStart="chevron-down"
                  disabled={index === stages.length - 1}
                  onClick={() => setStages((s) => moveStage(s, index, 1))}
                >
                  {t('workspace.moveDown')}
                </calcite-button>
                <calcite-button
                  appearance="outline"
                  kind="danger"
                  iconStart="trash"
                  onClick={() => setStages((s) => s.filter((_, i) => i !== index))}
                >
                  {t('workspace.timeline.remove')}
                </calcite-button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <calcite-button
        appearance="outline"
        iconStart="plus"
        onClick={() => setStages((s) => [...s, newStage(s, Math.random)])}
      >
        {t('workspace.timeline.add')}
      </calcite-button>
      <SaveBar state={state} dirty={dirty} onSave={submit} onDiscard={() => setStages(stored)} />
    </section>
  );
}
