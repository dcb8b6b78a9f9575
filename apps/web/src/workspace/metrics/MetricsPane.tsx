import {
  metricDisplayDefaults,
  metricDisplaySchema,
  metricEditorValues,
  metricFromEditorValues,
  newMetricEditorValues,
  type HubInitiative,
  type HubProject,
  type Metric,
  type MetricDisplay,
  type MetricEditorValues,
} from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';
import { useEntityDecision } from '../entity/useEntityDecision.ts';
import { useSaveEntity } from '../editors/useSaveEntity.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { MetricEditor } from './MetricEditor.tsx';
import { metricSummary } from './metricSummary.ts';

type Editing = { readonly values: MetricEditorValues; readonly isNew: boolean } | undefined;

function displayOf(displays: readonly unknown[], metricId: string): MetricDisplay | undefined {
  for (const raw of displays) {
    const parsed = metricDisplaySchema.safeParse(raw);
    if (parsed.success && parsed.data.metricId === metricId) return parsed.data;
  }
  return undefined;
}

/**
 * An initiative's or project's metrics (issue 20, spec 2 §2 "metrics"): each with where its value comes from and how
 * it is shown — featured, visible or hidden, changed in place — to edit or delete; "Add a metric" opens the editor
 * with its live preview. Saved through core's entity update, as the engine allows.
 */
export function MetricsPane({ data }: { readonly data: EntityWorkspaceData }) {
  const { t, i18n } = useTranslation();
  const can = useEntityDecision(data);
  const { session } = data;
  const target = data.target as
    | { readonly kind: 'initiative'; readonly entity: HubInitiative }
    | { readonly kind: 'project'; readonly entity: HubProject };
  const entity = target.entity;
  const { state, save } = useSaveEntity(session);
  const [editing, setEditing] = useState<Editing>();
  const [failure, setFailure] = useState<string>();
  const editable = can('edit').allowed;
  const displays: readonly unknown[] = entity.view?.metricDisplays ?? [];
  const entityInfo = { id: entity.id, name: entity.name, type: entity.type };

  const store = async (metrics: readonly Metric[], nextDisplays: readonly MetricDisplay[]) => {
    const view = { ...entity.view, metricDisplays: [...nextDisplays] };
    const saved =
      target.kind === 'initiative'
        ? await save({
            kind: 'initiative',
            entity: { ...target.entity, metrics: [...metrics], view: { ...target.entity.view, ...view } },
          })
        : await save({ kind: 'project', entity: { ...target.entity, metrics: [...metrics], view } });
    if (saved) setEditing(undefined);
  };
  // Every metric keeps a display; one nobody configured is hidden (spec 1 §3).
  const displayFor = (metric: Metric): MetricDisplay =>
    displayOf(displays, metric.id) ?? metricDisplayDefaults(metric.id);

  const saveValues = (values: MetricEditorValues) => {
    setFailure(undefined);
    let built: ReturnType<typeof metricFromEditorValues>;
    try {
      // The metric's name is its card's title, which reference clients show (ADR 0203).
      built = metricFromEditorValues({ ...values, cardTitle: values.name.trim() || values.cardTitle }, entityInfo);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return;
    }
    const metrics = entity.metrics.some((m) => m.id === values.id)
      ? entity.metrics.map((m) => (m.id === values.id ? built.metric : m))
      : [...entity.metrics, built.metric];
    void store(
      metrics,
      metrics.map((m) => (m.id === values.id ? built.display : displayFor(m))),
    );
  };
  const setVisibility = (metric: Metric, visibility: MetricDisplay['visibility']) =>
    void store(
      entity.metrics,
      entity.metrics.map((m) => (m.id === metric.id ? { ...displayFor(m), visibility } : displayFor(m))),
    );
  const remove = (metric: Metric) => {
    const metrics = entity.metrics.filter((m) => m.id !== metric.id);
    void store(metrics, metrics.map(displayFor));
  };

  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.metrics')}</h2>
      <p className="workspace-muted">{t('metrics.intro')}</p>
      {entity.metrics.length === 0 ? <p>{t('metrics.none')}</p> : null}
      {entity.metrics.length ? (
        <table className="metrics-table">
          <caption className="visually-hidden">{t('workspace.pane.metrics')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('metrics.editor.name')}</th>
              <th scope="col">{t('metrics.editor.source')}</th>
              <th scope="col">{t('metrics.editor.visibility')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('metrics.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entity.metrics.map((metric) => {
              const display = displayOf(displays, metric.id);
              return (
                <tr key={metric.id}>
                  <th scope="row" dir="auto">
                    {metric.name}
                  </th>
                  <td>{metricSummary(metric, display, t, i18n.language)}</td>
                  <td>
                    <select
                      aria-label={t('metrics.visibilityOf', { name: metric.name })}
                      value={display?.visibility ?? 'hidden'}
                      disabled={!editable || state.status === 'saving'}
                      onChange={(event) => setVisibility(metric, event.target.value as MetricDisplay['visibility'])}
                    >
                      {(['featured', 'visible', 'hidden'] as const).map((visibility) => (
                        <option key={visibility} value={visibility}>
                          {t(`metrics.visibility.${visibility}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="metrics-table__actions">
                    <calcite-button
                      appearance="outline"
                      scale="s"
                      disabled={!editable || undefined}
                      label={t('metrics.editNamed', { name: metric.name })}
                      onClick={() => setEditing({ values: metricEditorValues(metric, display), isNew: false })}
                    >
                      {t('metrics.edit')}
                    </calcite-button>
                    <calcite-button
                      appearance="outline"
                      kind="danger"
                      scale="s"
                      disabled={!editable || state.status === 'saving' || undefined}
                      label={t('metrics.deleteNamed', { name: metric.name })}
                      onClick={() => remove(metric)}
                    >
                      {t('metrics.delete')}
                    </calcite-button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {editable && !editing ? (
        <calcite-button
          icon-start="plus"
          onClick={() =>
            setEditing({ values: newMetricEditorValues(`metric-${Date.now().toString(36)}`), isNew: true })
          }
        >
          {t('metrics.add')}
        </calcite-button>
      ) : null}
      {editing ? (
        <MetricEditor
          key={editing.values.id}
          initial={editing.values}
          session={session}
          busy={state.status === 'saving'}
          onSave={saveValues}
          onCancel={() => setEditing(undefined)}
        />
      ) : null}
      <ErrorNotice message={failure ?? (state.status === 'failed' ? state.message : undefined)} />
      {state.status === 'saved' ? <p role="status">{t('workspace.saved')}</p> : null}
    </section>
  );
}
