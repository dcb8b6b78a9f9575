import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../editors/SaveBar.tsx';
import type { GroupWorkspaceData } from './groupWorkspaceLoader.ts';
import { useGroupSave } from './useGroupSave.ts';

/**
 * A group's discussion pane (spec 2 §2, issue 44; the reference's group "discussions" settings): whether people may
 * discuss the group, allowed or not, saved with the portal (the `cannotDiscuss` keyword), which enforces who may.
 */
export function GroupDiscussionPane({ data }: { readonly data: GroupWorkspaceData }) {
  const { t } = useTranslation();
  const { group, session, can } = data;
  const [discussable, setDiscussable] = useState(group.isDiscussable);
  const { state, save } = useGroupSave(session);
  const name = useId();
  const mayEdit = can.edit.allowed;
  const choices = [
    { value: true, key: 'on' },
    { value: false, key: 'off' },
  ] as const;
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.discussion')}</h2>
      <form
        className="workspace-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save(group, { ...group, isDiscussable: discussable });
        }}
      >
        <fieldset className="group-discussion-choice" disabled={!mayEdit}>
          <legend>{t('groupWorkspace.settings.discussions')}</legend>
          {choices.map((choice) => (
            <label key={choice.key}>
              <input
                type="radio"
                name={name}
                checked={discussable === choice.value}
                onChange={() => setDiscussable(choice.value)}
                data-testid={`group-discussions-${choice.key}`}
              />{' '}
              {t(`groupWorkspace.discussion.${choice.key}`)}
            </label>
          ))}
        </fieldset>
        {mayEdit ? (
          <SaveBar
            state={state}
            dirty={discussable !== group.isDiscussable}
            onSave={() => void save(group, { ...group, isDiscussable: discussable })}
            onDiscard={() => setDiscussable(group.isDiscussable)}
          />
        ) : null}
      </form>
    </section>
  );
}
