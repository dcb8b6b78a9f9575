import type { DraftCard } from './layoutDraft.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * One text setting of a card (a line, or several with `rows`). Typing in one field is one undo step: the
 * editor merges consecutive changes of the same card and field.
 */
export function SettingField({
  card,
  field,
  label,
  rows,
  onChange,
  testId,
}: {
  readonly card: DraftCard;
  readonly field: string;
  readonly label: string;
  readonly rows?: number;
  readonly onChange: (field: string, value: string) => void;
  readonly testId?: string;
}) {
  const value = text(card.settings[field]);
  return rows ? (
    <TextAreaField
      label={label}
      value={value}
      rows={rows}
      onInput={(next) => onChange(field, next)}
      {...(testId ? { testId } : {})}
    />
  ) : (
    <calcite-input-text
      label={label}
      labelText={label}
      value={value}
      oncalciteInputTextInput={(event) => onChange(field, event.target.value)}
      data-testid={testId}
    />
  );
}
