import { CHART_TYPES, type ChartCategory, type ChartType, type MetricEditorValues } from '@plaza/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { breakdownBy, ChartBreakdownFields } from './ChartBreakdownFields.tsx';
import { MetricPicker } from './MetricPicker.tsx';
import { MetricPreview } from './MetricPreview.tsx';
import { useLayerInfo } from './useLayerInfo.ts';

type Shape = 'stat-card' | ChartType;

/**
 * One metric's editor (issue 20): its name; a fixed value or a statistic of a layer picked step by step; how it is shown
 * (featured, visible or hidden; a stat card with a unit or a chart broken down by a field or by months or years) —
 * with a live preview. `onSave` gets the edited values; nothing is stored until it is called.
 */
export function MetricEditor({
  initial,
  session,
  onSave,
  onCancel,
  busy,
}: {
  readonly initial: MetricEditorValues;
  readonly session: WorkspaceSession;
  readonly onSave: (values: MetricEditorValues) => void;
  readonly onCancel: () => void;
  readonly busy: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<MetricEditorValues>(initial);
  const [layer] = useLayerInfo(values.kind === 'dynamic' ? values.serviceUrl : '', values.layerId, session);
  const fields = layer.status === 'done' ? (layer.value?.fields ?? []) : [];
  const shape: Shape = values.chart?.chartType ?? 'stat-card';
  const setShape = (next: Shape) => {
    if (next === 'stat-card') {
      const { chart: _chart, ...rest } = values;
      setValues(rest);
      return;
    }
    setValues({ ...values, chart: { chartType: next, category: values.chart?.category ?? breakdownBy(fields) } });
  };
  const setCategory = (category: ChartCategory) =>
    values.chart && setValues({ ...values, chart: { ...values.chart, category } });
  const category = values.chart?.category;

  return (
    <form
      className="metric-editor"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
    >
      <h3 id={`${id}-heading`}>
        {initial.name ? t('metrics.editor.editNamed', { name: initial.name }) : t('metrics.editor.new')}
      </h3>
      <div className="metric-editor__body">
        <div className="metric-editor__fields">
          <label htmlFor={`${id}-name`}>{t('metrics.editor.name')}</label>
          <input
            id={`${id}-name`}
            required
            maxLength={250}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
          <fieldset>
            <legend>{t('metrics.editor.source')}</legend>
            {(['dynamic', 'static'] as const).map((kind) => (
              <label key={kind} className="metric-editor__choice">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  checked={values.kind === kind}
                  onChange={() => {
                    // A fixed value is a stat card: a chart needs a layer to break down.
                    const { chart: _chart, ...rest } = values;
                    setValues(kind === 'static' ? { ...rest, kind } : { ...values, kind });
                  }}
                />
                {t(`metrics.editor.kind.${kind}`)}
              </label>
            ))}
          </fieldset>
          {values.kind === 'static' ? (
            <>
              <label htmlFor={`${id}-value`}>{t('metrics.editor.value')}</label>
              <input
                id={`${id}-value`}
                value={values.value}
                onChange={(event) => setValues({ ...values, value: event.target.value })}
              />
            </>
          ) : (
            <MetricPicker values={values} session={session} onChange={(next) => setValues({ ...values, ...next })} />
          )}
          {values.legacyWhere && values.expressions.length === 0 ? (
            <p className="workspace-muted">{t('metrics.editor.legacyWhere', { where: values.legacyWhere })}</p>
          ) : null}

          <label htmlFor={`${id}-visibility`}>{t('metrics.editor.visibility')}</label>
          <select
            id={`${id}-visibility`}
            value={values.visibility}
            onChange={(event) =>
              setValues({ ...values, visibility: event.target.value as MetricEditorValues['visibility'] })
            }
          >
            {(['featured', 'visible', 'hidden'] as const).map((visibility) => (
              <option key={visibility} value={visibility}>
                {t(`metrics.visibility.${visibility}`)}
              </option>
            ))}
          </select>

          {values.kind === 'dynamic' ? (
            <>
              <label htmlFor={`${id}-shape`}>{t('metrics.editor.shape')}</label>
              <select id={`${id}-shape`} value={shape} onChange={(event) => setShape(event.target.value as Shape)}>
                <option value="stat-card">{t('metrics.shape.stat-card')}</option>
                {CHART_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`metrics.shape.${type}`)}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          {category ? (
            <ChartBreakdownFields category={category} fields={fields} onChange={setCategory} />
          ) : (
            <>
              <label htmlFor={`${id}-unit`}>{t('metrics.editor.unit')}</label>
              <input
                id={`${id}-unit`}
                maxLength={40}
                value={values.unit}
                onChange={(event) => setValues({ ...values, unit: event.target.value })}
              />
            </>
          )}
        </div>
        <MetricPreview values={values} session={session} />
      </div>
      <div className="metric-editor__actions">
        <calcite-button type="submit" disabled={busy || !values.name.trim() || undefined}>
          {t('metrics.editor.save')}
        </calcite-button>
        <calcite-button appearance="outline" onClick={onCancel}>
          {t('metrics.editor.cancel')}
        </calcite-button>
      </div>
    </form>
  );
}
