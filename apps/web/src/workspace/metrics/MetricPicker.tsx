import {
  isServiceUrl,
  layerIdOfUrl,
  portalRequest,
  queryLayer,
  serviceUrlOf,
  type MetricEditorValues,
  type MetricExpression,
  type ServiceLayerEntry,
} from '@plaza/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { useAsync } from '../ui/useAsync.ts';
import {
  fieldLabel,
  filterableFields,
  isNumberType,
  layerServiceUrl,
  ownRelative,
  pickerStatistics,
} from './metricPickerModel.ts';
import { useLayerInfo } from './useLayerInfo.ts';

/** The layer part of a metric's editor values. */
export type MetricSourceValues = Pick<
  MetricEditorValues,
  'itemId' | 'serviceUrl' | 'layerId' | 'field' | 'fieldType' | 'statistic' | 'expressions'
>;

/** Feature layers listed at most: the organization's, by title. */
const LAYER_ITEMS_MAX = 100;

/**
 * Where a dynamic metric comes from, picked step by step (issue 20): an item of the organization that is a feature
 * layer → one of its layers → a field → a statistic (sums and averages only of number fields) → filters (a text field
 * matches any of the values; a number or date field lies between two values, either of which may be empty).
 */
export function MetricPicker({
  values,
  onChange,
  session,
}: {
  readonly values: MetricSourceValues;
  readonly onChange: (next: MetricSourceValues) => void;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = { portal: session.options.portal, authentication: session.handle };
  const [items] = useAsync(
    () =>
      portalRequest<{ results?: { id: string; title: string; url?: string | null }[] }>('search', {
        ...options,
        params: {
          q: `type:"Feature Service"${session.options.portalSelf?.id ? ` AND orgid:${session.options.portalSelf.id}` : ''}`,
          num: LAYER_ITEMS_MAX,
          sortField: 'title',
          sortOrder: 'asc',
        },
      }).then((answer) => (answer.results ?? []).filter((item) => isServiceUrl(item.url))),
    'metric-items',
  );
  const [service] = useAsync(
    () =>
      values.serviceUrl
        ? queryLayer<{ layers?: ServiceLayerEntry[]; tables?: ServiceLayerEntry[] }>(
            layerServiceUrl(values.serviceUrl),
            {},
            { authentication: session.handle },
          ).then((answer) => [...(answer.layers ?? []), ...(answer.tables ?? [])])
        : Promise.resolve([]),
    values.serviceUrl,
  );
  const [layer] = useLayerInfo(values.serviceUrl, values.layerId, session);
  const fields = layer.status === 'done' ? (layer.value?.fields ?? []) : [];
  const field = fields.find((f) => f.name === values.field);
  const statistics = pickerStatistics(field?.type);
  const setExpression = (index: number, next: MetricExpression | undefined) =>
    onChange({
      ...values,
      expressions: next
        ? values.expressions.map((e, i) => (i === index ? next : e))
        : values.expressions.filter((_, i) => i !== index),
    });

  return (
    <fieldset className="metric-picker">
      <legend>{t('metrics.picker.legend')}</legend>
      <label htmlFor={`${id}-item`}>{t('metrics.picker.item')}</label>
      <select
        id={`${id}-item`}
        value={values.itemId ?? ''}
        onChange={(event) => {
          const item = items.status === 'done' ? items.value.find((i) => i.id === event.target.value) : undefined;
          if (!item?.url) return;
          onChange({
            ...values,
            itemId: item.id,
            serviceUrl: ownRelative(serviceUrlOf(item.url)),
            layerId: layerIdOfUrl(item.url) ?? 0,
            field: 'OBJECTID',
            statistic: 'count',
            expressions: [],
          });
        }}
      >
        <option value="">{items.status === 'loading' ? t('workspace.loading') : t('metrics.picker.chooseItem')}</option>
        {items.status === 'done'
          ? items.value.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))
          : null}
      </select>
      {values.serviceUrl ? <p className="workspace-muted metric-picker__url">{values.serviceUrl}</p> : null}

      {service.status === 'done' && service.value.length > 1 ? (
        <>
          <label htmlFor={`${id}-layer`}>{t('metrics.picker.layer')}</label>
          <select
            id={`${id}-layer`}
            value={values.layerId}
            onChange={(event) =>
              onChange({ ...values, layerId: Number(event.target.value), field: 'OBJECTID', expressions: [] })
            }
          >
            {service.value.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {layer.status === 'failed' ? (
        <p role="alert">{t('metrics.picker.layerFailed', { reason: layer.message })}</p>
      ) : null}

      {fields.length ? (
        <div className="metric-picker__row">
          <div>
            <label htmlFor={`${id}-field`}>{t('metrics.picker.field')}</label>
            <select
              id={`${id}-field`}
              value={values.field}
              onChange={(event) => {
                const picked = fields.find((f) => f.name === event.target.value);
                const allowed = pickerStatistics(picked?.type);
                onChange({
                  ...values,
                  field: event.target.value,
                  ...(picked?.type ? { fieldType: picked.type } : {}),
                  statistic: allowed.includes(values.statistic) ? values.statistic : 'count',
                });
              }}
            >
              {fields
                .filter((f) => f.type === 'esriFieldTypeOID' || isNumberType(f.type))
                .map((f) => (
                  <option key={f.name} value={f.name}>
                    {fieldLabel(f)}
                  </option>
                ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-statistic`}>{t('metrics.picker.statistic')}</label>
            <select
              id={`${id}-statistic`}
              value={values.statistic}
              onChange={(event) =>
                onChange({ ...values, statistic: event.target.value as MetricSourceValues['statistic'] })
              }
            >
              {statistics.map((statistic) => (
                <option key={statistic} value={statistic}>
                  {t(`metrics.statistic.${statistic}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}

      {fields.length ? (
        <div className="metric-picker__filters">
          <p className="metric-picker__filters-title">{t('metrics.picker.filters')}</p>
          {values.expressions.map((expression, index) => (
            <FilterRow
              key={index}
              index={index}
              expression={expression}
              fields={fields}
              onChange={(next) => setExpression(index, next)}
            />
          ))}
          <calcite-button
            appearance="outline"
            scale="s"
            icon-start="plus"
            onClick={() => {
              const first = filterableFields(fields)[0];
              if (!first) return;
              onChange({
                ...values,
                expressions: [...values.expressions, { field: { name: first.name, type: first.type }, values: [] }],
              });
            }}
          >
            {t('metrics.picker.addFilter')}
          </calcite-button>
        </div>
      ) : null}
    </fieldset>
  );
}

function FilterRow({
  index,
  expression,
  fields,
  onChange,
}: {
  readonly index: number;
  readonly expression: MetricExpression;
  readonly fields: readonly { readonly name: string; readonly type: string; readonly alias?: string }[];
  readonly onChange: (next: MetricExpression | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const type = expression.field.type;
  const between = type === 'esriFieldTypeDate' || isNumberType(type);
  const [from, to] = expression.values;
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  return (
    <div className="metric-picker__filter" role="group" aria-label={t('metrics.picker.filterNumber', { n: index + 1 })}>
      <label htmlFor={`${id}-field`}>{t('metrics.picker.filterField')}</label>
      <select
        id={`${id}-field`}
        value={expression.field.name}
        onChange={(event) => {
          const picked = fields.find((f) => f.name === event.target.value);
          if (picked) onChange({ field: { name: picked.name, type: picked.type }, values: [] });
        }}
      >
        {filterableFields(fields).map((f) => (
          <option key={f.name} value={f.name}>
            {fieldLabel(f)}
          </option>
        ))}
      </select>
      {between ? (
        <>
          <label htmlFor={`${id}-from`}>{t('metrics.picker.from')}</label>
          <input
            id={`${id}-from`}
            type={type === 'esriFieldTypeDate' ? 'date' : 'number'}
            value={text(from)}
            onChange={(event) => onChange({ ...expression, values: [event.target.value, to] })}
          />
          <label htmlFor={`${id}-to`}>{t('metrics.picker.to')}</label>
          <input
            id={`${id}-to`}
            type={type === 'esriFieldTypeDate' ? 'date' : 'number'}
            value={text(to)}
            onChange={(event) => onChange({ ...expression, values: [from, event.target.value] })}
          />
        </>
      ) : (
        <>
          <label htmlFor={`${id}-values`}>{t('metrics.picker.values')}</label>
          <input
            id={`${id}-values`}
            type="text"
            value={expression.values.map(text).join(', ')}
            onChange={(event) =>
              onChange({ ...expression, values: event.target.value.split(',').map((v) => v.trim()) })
            }
          />
        </>
      )}
      <calcite-button
        appearance="transparent"
        kind="danger"
        scale="s"
        icon-start="trash"
        label={t('metrics.picker.removeFilter', { n: index + 1 })}
        onClick={() => onChange(undefined)}
      >
        {t('metrics.picker.remove')}
      </calcite-button>
    </div>
  );
}
