import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../editors/SaveBar.tsx';
import { TagInput } from '../editors/TagInput.tsx';
import { addWords } from '../editors/tagWords.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { GroupAccessField } from './GroupAccessField.tsx';
import {
  detailsDraftOf,
  GROUP_SUMMARY_MAX,
  GROUP_TITLE_MAX,
  groupDetailsProblems,
  isDraftDirty,
  withDetails,
  type GroupDetailsDraft,
} from './groupDraft.ts';
import type { GroupWorkspaceData } from './groupWorkspaceLoader.ts';
import { useGroupSave } from './useGroupSave.ts';

/** A group's name, summary, description, tags and who can find it. */
export function GroupDetailsPane({ data }: { readonly data: GroupWorkspaceData }) {
  const { t } = useTranslation();
  const { group, session } = data;
  const stored = detailsDraftOf(group);
  const [edited, setEdited] = useState<GroupDetailsDraft>(stored);
  const [typing, setTyping] = useState('');
  const [tried, setTried] = useState(false);
  const { state, save } = useGroupSave(session);
  const draft = { ...edited, tags: addWords(edited.tags, typing) };
  const problems = tried ? groupDetailsProblems(draft) : {};
  const set = (patch: Partial<GroupDetailsDraft>) => setEdited((current) => ({ ...current, ...patch }));
  const submit = () => {
    setTried(true);
    if (Object.keys(groupDetailsProblems(draft)).length > 0) return;
    void save(group, withDetails(group, draft));
  };
  const nameProblem =
    problems.name === 'required'
      ? t('workspace.fields.nameRequired')
      : problems.name === 'tooLong'
        ? t('groupWorkspace.nameTooLong', { max: GROUP_TITLE_MAX })
        : '';
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.details')}</h2>
      <form
        className="workspace-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <calcite-input-text
          label={t('workspace.fields.name')}
          labelText={t('workspace.fields.name')}
          required
          value={draft.name}
          status={nameProblem ? 'invalid' : 'idle'}
          validationMessage={nameProblem}
          oncalciteInputTextInput={(event) => set({ name: event.target.value })}
          data-testid="group-name"
        />
        <TextAreaField
          label={t('workspace.fields.summary')}
          value={draft.summary}
          rows={2}
          maxLength={GROUP_SUMMARY_MAX}
          status={problems.summary ? 'invalid' : 'idle'}
          validationMessage={problems.summary ? t('workspace.fields.summaryTooLong', { max: GROUP_SUMMARY_MAX }) : ''}
          onInput={(summary) => set({ summary })}
        />
        <TextAreaField
          label={t('workspace.fields.description')}
          value={draft.description}
          rows={6}
          onInput={(description) => set({ description })}
        />
        <TagInput
          label={t('workspace.fields.tags')}
          values={edited.tags}
          onChange={(tags) => set({ tags })}
          text={typing}
          onTextChange={setTyping}
        />
        <GroupAccessField value={draft.access} onChange={(access) => set({ access })} name={`access-${group.id}`} />
        <SaveBar
          state={state}
          dirty={isDraftDirty(draft, stored)}
          onSave={submit}
          onDiscard={() => {
            setEdited(stored);
            setTyping('');
            setTried(false);
          }}
        />
      </form>
    </section>
  );
}
