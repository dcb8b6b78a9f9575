import type { ChartCategory, LayerFieldInfo } from '@plaza/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel, filterableFields } from './metricPickerModel.ts';

/**
 * How a chart breaks its metric down (issue 20): by a field's most frequent values (how many), or by months or years
 * of a date field between two days. Used by the metric editor and the layout editor's chart cards.
 */
export function ChartBreakdownFields({
  category,
  fields,
  onChange,
}: {
  readonly category: ChartCategory;
  readonly fields: readonly LayerFieldInfo[];
  readonly onChange: (next: ChartCategory) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="metric-editor__breakdown">
      <legend>{t('metrics.editor.breakdown')}</legend>
      <label htmlFor={`${id}-by`}>{t('metrics.editor.by')}</label>
      <select
        id={`${id}-by`}
        value={category.field}
        onChange={(event) => onChange(breakdownBy(fields, event.target.value))}
      >
        {category.field && !fields.some((f) => f.name === category.field) ? (
          <option value={category.field}>{category.field}</option>
        ) : null}
        {filterableFields(fields).map((f) => (
          <option key={f.name} value={f.name}>
            {fieldLabel(f)}
          </option>
        ))}
      </select>
      {category.kind === 'date' ? (
        <>
          <label htmlFor={`${id}-bin`}>{t('metrics.editor.bin')}</label>
          <select
            id={`${id}-bin`}
            value={category.bin}
            onChange={(event) => onChange({ ...category, bin: event.target.value as 'month' | 'year' })}
          >
            <option value="month">{t('metrics.editor.binMonth')}</option>
            <option value="year">{t('metrics.editor.binYear')}</option>
          </select>
          <label htmlFor={`${id}-from`}>{t('metrics.picker.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={category.from}
            onChange={(event) => onChange({ ...category, from: event.target.value })}
          />
          <label htmlFor={`${id}-to`}>{t('metrics.picker.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={category.to}
            onChange={(event) => onChange({ ...category, to: event.target.value })}
          />
        </>
      ) : (
        <>
          <label htmlFor={`${id}-limit`}>{t('metrics.editor.limit')}</label>
          <input
            id={`${id}-limit`}
            type="number"
            min={1}
            max={36}
            value={category.limit}
            onChange={(event) =>
              onChange({ ...category, limit: Math.min(36, Math.max(1, Number(event.target.value) || 1)) })
            }
          />
        </>
      )}
    </fieldset>
  );
}

/**
 * A breakdown by a field: by months of this year for a date field, by its eight most frequent values otherwise; the
 * first date (else text) field when none is named.
 *
 * @example
 * breakdownBy(fields, 'Planted'); // { kind: 'date', field: 'Planted', bin: 'month', from: '2026-01-01', to: '2026-12-31' }
 */
export function breakdownBy(fields: readonly LayerFieldInfo[], name?: string): ChartCategory {
  const picked =
    fields.find((f) => f.name === name) ??
    fields.find((f) => f.type === 'esriFieldTypeDate') ??
    fields.find((f) => f.type === 'esriFieldTypeString');
  const year = new Date().getUTCFullYear();
  return picked?.type === 'esriFieldTypeDate'
    ? { kind: 'date', field: picked.name, bin: 'month', from: `${year}-01-01`, to: `${year}-12-31` }
    : { kind: 'field', field: picked?.name ?? name ?? '', limit: 8 };
}
