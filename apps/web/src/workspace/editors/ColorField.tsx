import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { readSafeColor } from '../../site/safeCss.ts';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrastRatio.ts';

/** `#rgb` → `#rrggbb`, as the colour picker wants; other values → black (the picker shows something). */
function pickerValue(value: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#000000';
}

/**
 * One theme colour: a colour picker and its hex value, kept in step; a value that is not a colour is marked
 * invalid, and text that does not contrast enough with its background is flagged (WCAG 2.2 AA, 4.5:1).
 */
export function ColorField({
  label,
  value,
  against,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly against?: string;
  readonly onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const valid = readSafeColor(value) !== undefined;
  const ratio = against ? contrastRatio(value, against) : undefined;
  const weak = ratio !== undefined && ratio < MIN_TEXT_CONTRAST;
  return (
    <div className="color-field">
      <label htmlFor={`${id}-picker`}>{label}</label>
      <div className="color-field__inputs">
        <input
          id={`${id}-picker`}
          type="color"
          value={pickerValue(value)}
          onChange={(event) => onChange(event.target.value)}
        />
        <calcite-input-text
          label={t('workspace.theme.hexOf', { field: label })}
          value={value}
          status={valid ? 'idle' : 'invalid'}
          validationMessage={valid ? '' : t('workspace.theme.invalid')}
          oncalciteInputTextInput={(event) => onChange(event.target.value.trim())}
        />
      </div>
      {weak ? (
        <p className="color-field__warning" role="status">
          {t('workspace.theme.lowContrast', { ratio: ratio.toFixed(1) })}
        </p>
      ) : null}
    </div>
  );
}
