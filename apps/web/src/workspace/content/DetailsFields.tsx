import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TagInput } from '../editors/TagInput.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import type { DraftProblem } from './contentDraft.ts';
import { ADDABLE_ITEM_TYPES, LINK_ITEM_TYPES } from './detectItemType.ts';
import { itemTypeLabel } from '../../i18n/itemTypeLabel.ts';

/** Steps 2 and 3: the item type (detected from the source, changeable) and the details: title, summary, tags. */
export function DetailsFields({
  link = false,
  type,
  title,
  snippet,
  tags,
  problems,
  disabled,
  onType,
  onTitle,
  onSnippet,
  onTags,
}: {
  /** A link's types (apps, web pages, services) instead of a file's. */
  readonly link?: boolean;
  readonly type: string;
  readonly title: string;
  readonly snippet: string;
  readonly tags: readonly string[];
  readonly problems: readonly DraftProblem[];
  readonly disabled: boolean;
  readonly onType: (type: string) => void;
  readonly onTitle: (title: string) => void;
  readonly onSnippet: (snippet: string) => void;
  readonly onTags: (tags: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const typeMissing = problems.includes('type');
  const titleMissing = problems.includes('title');
  return (
    <>
      <section className="workspace-section" aria-labelledby={`${id}-type`}>
        <h2 id={`${id}-type`}>{t('addContent.type.title')}</h2>
        <calcite-select
          label={t('addContent.type.label')}
          labelText={t('addContent.type.label')}
          value={type}
          disabled={disabled}
          status={typeMissing ? 'invalid' : 'idle'}
          validationMessage={typeMissing ? t('addContent.problems.type') : ''}
          oncalciteSelectChange={(event) => onType(event.target.value)}
          data-testid="content-type-select"
        >
          <calcite-option value="" selected={type === ''}>
            {t('addContent.type.choose')}
          </calcite-option>
          {(link ? LINK_ITEM_TYPES : ADDABLE_ITEM_TYPES).map((option) => (
            <calcite-option key={option} value={option} selected={option === type}>
              {itemTypeLabel(t, option)}
            </calcite-option>
          ))}
        </calcite-select>
        <p className="workspace-muted">{t('addContent.type.hint')}</p>
      </section>
      <section className="workspace-section add-content__details" aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`}>{t('addContent.details.title')}</h2>
        <calcite-input-text
          label={t('addContent.details.name')}
          labelText={t('addContent.details.name')}
          required
          value={title}
          maxLength={256}
          disabled={disabled}
          status={titleMissing ? 'invalid' : 'idle'}
          validationMessage={titleMissing ? t('addContent.problems.title') : ''}
          oncalciteInputTextInput={(event) => onTitle(event.target.value)}
          data-testid="content-title"
        />
        <TextAreaField
          label={t('addContent.details.summary')}
          value={snippet}
          rows={3}
          maxLength={2048}
          onInput={onSnippet}
          testId="content-summary"
        />
        <TagInput label={t('addContent.details.tags')} values={tags} onChange={onTags} disabled={disabled} />
      </section>
    </>
  );
}
