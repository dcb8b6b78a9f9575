import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list of words (tags, categories): each shown as a chip with its own remove button; a new one is added with Enter
 * or a comma. Duplicates (any case) are ignored.
 */
export function TagInput({
  label,
  values,
  onChange,
  disabled = false,
  testId,
}: {
  readonly label: string;
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  readonly disabled?: boolean;
  readonly testId?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = (raw: string) => {
    const words = raw
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean);
    const next = [...values];
    for (const word of words) if (!next.some((v) => v.toLowerCase() === word.toLowerCase())) next.push(word);
    if (next.length !== values.length) onChange(next);
    setText('');
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
          else setText(value);
        }}
        onKeyDown={(event) => {
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
              <span>{value}</span>
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
