/**
 * A multi-line field with its label: a Calcite text area inside a Calcite label. (The text area's own `labelText`
 * draws the label outside the height Calcite gives the element, so it would overlap what follows.)
 */
export function TextAreaField({
  label,
  value,
  rows,
  onInput,
  maxLength,
  status = 'idle',
  validationMessage = '',
  testId,
}: {
  readonly label: string;
  readonly value: string;
  readonly rows: number;
  readonly onInput: (value: string) => void;
  readonly maxLength?: number;
  readonly status?: 'idle' | 'invalid';
  readonly validationMessage?: string;
  readonly testId?: string;
}) {
  return (
    <calcite-label className="text-area-field">
      {label}
      <calcite-text-area
        label={label}
        value={value}
        rows={rows}
        status={status}
        validationMessage={validationMessage}
        oncalciteTextAreaInput={(event) => onInput(event.target.value)}
        data-testid={testId}
        {...(maxLength !== undefined ? { maxLength } : {})}
      />
    </calcite-label>
  );
}
