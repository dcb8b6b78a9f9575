import { sanitizeHtml } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { withEntityChange, type WorkspaceEntity } from '../api/workspaceKinds.ts';
import { useShortcut } from '../shortcuts/ShortcutProvider.tsx';
import {
  applyDetails,
  detailsDraftOf,
  detailsProblems,
  isDetailsDirty,
  SUMMARY_MAX,
  type DetailsDraft,
} from './detailsDraft.ts';
import { SaveBar } from './SaveBar.tsx';
import { TagInput } from './TagInput.tsx';
import { addWords } from './tagWords.ts';
import { useSaveEntity } from './useSaveEntity.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';

/**
 * Name, summary, description (sanitised as a rich-text card, previewed as visitors will see it), tags and
 * categories. Saved through core; a failed save shows the server's message and keeps every field as typed.
 */
export function DetailsEditor({
  target,
  session,
}: {
  readonly target: WorkspaceEntity;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const [edited, setDraft] = useState<DetailsDraft>(() => detailsDraftOf(target.entity));
  // Words typed in the tag and category fields but not yet made chips: saved with the rest (issue 13).
  const [typing, setTyping] = useState({ tags: '', categories: '' });
  const draft: DetailsDraft = {
    ...edited,
    tags: addWords(edited.tags, typing.tags),
    categories: addWords(edited.categories, typing.categories),
  };
  const [tried, setTried] = useState(false);
  const { state, save } = useSaveEntity(session);
  const dirty = isDetailsDirty(draft, target.entity);
  const problems = tried ? detailsProblems(draft) : {};
  const set = (patch: Partial<DetailsDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = () => {
    setTried(true);
    if (Object.keys(detailsProblems(draft)).length > 0) return;
    const next = withEntityChange(target, (entity) => applyDetails(entity, draft));
    // "Saved." only when what is stored, read back, is what the person sees.
    const sent = detailsDraftOf(next.entity);
    void save(next, (stored) => !isDetailsDirty(sent, stored.entity)).then((saved) => {
      // What is stored now (the description sanitised), so the form is clean again.
      if (saved) {
        setDraft(sent);
        setTyping({ tags: '', categories: '' });
      }
    });
  };
  useShortcut('save', submit, dirty);

  return (
    <form
      className="workspace-form"
      noValidate
      aria-labelledby="details-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id="details-heading" className="visually-hidden">
        {t('workspace.pane.details')}
      </h3>
      <calcite-input-text
        label={t('workspace.fields.name')}
        labelText={t('workspace.fields.name')}
        required
        value={draft.name}
        status={problems.name ? 'invalid' : 'idle'}
        validationMessage={problems.name ? t('workspace.fields.nameRequired') : ''}
        oncalciteInputTextInput={(event) => set({ name: event.target.value })}
        data-testid="field-name"
      />
      <TextAreaField
        label={t('workspace.fields.summary')}
        value={draft.summary}
        rows={3}
        maxLength={SUMMARY_MAX}
        status={problems.summary ? 'invalid' : 'idle'}
        validationMessage={problems.summary ? t('workspace.fields.summaryTooLong', { max: SUMMARY_MAX }) : ''}
        onInput={(summary) => set({ summary })}
        testId="field-summary"
      />
      <div className="description-editor">
        <TextAreaField
          label={t('workspace.fields.description')}
          value={draft.description}
          rows={8}
          onInput={(description) => set({ description })}
          testId="field-description"
        />
        <section className="description-preview" aria-label={t('workspace.fields.descriptionPreview')}>
          <p className="workspace-muted">{t('workspace.fields.descriptionHint')}</p>
          <div
            className="description-preview__body"
            dir="auto"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(draft.description, 'richTextCard') }}
          />
        </section>
      </div>
      <TagInput
        label={t('workspace.fields.tags')}
        values={edited.tags}
        onChange={(tags) => set({ tags })}
        text={typing.tags}
        onTextChange={(tags) => setTyping((current) => ({ ...current, tags }))}
        testId="field-tags"
      />
      <TagInput
        label={t('workspace.fields.categories')}
        values={edited.categories}
        onChange={(categories) => set({ categories })}
        text={typing.categories}
        onTextChange={(categories) => setTyping((current) => ({ ...current, categories }))}
        testId="field-categories"
      />
      <SaveBar
        state={state}
        dirty={dirty}
        onSave={submit}
        onDiscard={() => {
          setDraft(detailsDraftOf(target.entity));
          setTyping({ tags: '', categories: '' });
          setTried(false);
        }}
      />
    </form>
  );
}
