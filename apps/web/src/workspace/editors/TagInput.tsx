import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addWords } from './tagWords.ts';

/**
 * A list of words (tags, categories): each shown as a chip with its own remove button; a new one is added with Enter
 * or a comma. Duplicates (any case) are ignored. Enter never submits the form (issue 13), and nothing typed is
 * dropped: the form may hold the word being typed (`text`, then it saves it too), else it becomes a chip when the
 * field loses focus.
 */
export function TagInput({
  label,
  values,
  onChange,
  text: heldText,
  onTextChange: onHeldTextChange,
  disabled = false,
  testId,
}: {
  readonly label: string;
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  /** The word being typed, not yet a chip, when the form holds it. */
  readonly text?: string;
  readonly onTextChange?: (text: string) => void;
  readonly disabled?: boolean;
  readonly testId?: string;
}) {
  const { t } = useTranslation();
  const [ownText, setOwnText] = useState('');
  const held = onHeldTextChange !== undefined;
  const text = held ? (heldText ?? '') : ownText;
  const onTextChange = held ? onHeldTextChange : setOwnText;
  const add = (raw: string) => {
    const next = addWords(values, raw);
    if (next !== values) onChange([...next]);
    onTextChange('');
  };
  return (
    <div className="tag-input" data-testid={testId}>
      <calcite-input-text
        label={label}
        labelText={label}
        value={text}
        disabled={disabled}
        placeholder={t('workspace.tags.placeholder')}
        oncalciteInputTextInput={(event) => {
          const value = event.target.value;
          if (value.includes(',')) add(value);
          else onTextChange(value);
        }}
        onBlur={() => {
          if (!held && text.trim() !== '') add(text);
        }}
        // In the capture phase, before the input inside submits the form on Enter (it does unless prevented).
        onKeyDownCapture={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add(text);
          }
        }}
      />
      {values.length > 0 ? (
        <ul className="tag-input__list" aria-label={label}>
          {values.map((value) => (
            <li key={value} className="tag-input__tag">
              <span dir="auto">{value}</span>
              <button
                type="button"
                disabled={disabled}
                aria-label={t('workspace.tags.remove', { tag: value })}
                onClick={() => onChange(values.filter((v) => v !== value))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
