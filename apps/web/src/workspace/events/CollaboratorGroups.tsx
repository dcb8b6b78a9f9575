import type { ContextGroup } from '@plaza/core';
import { useTranslation } from 'react-i18next';

/**
 * Collaborators through groups (spec 2 §3 readGroups / editGroups): for each of the member's groups, whether its
 * members can see the event and whether they can manage it (managing implies seeing).
 */
export function CollaboratorGroups({
  groups,
  readGroupIds,
  editGroupIds,
  onChange,
}: {
  groups: readonly ContextGroup[];
  readGroupIds: readonly string[];
  editGroupIds: readonly string[];
  onChange: (next: { readGroupIds: string[]; editGroupIds: string[] }) => void;
}) {
  const { t } = useTranslation();
  const toggle = (list: readonly string[], id: string, on: boolean) =>
    on ? [...new Set([...list, id])] : list.filter((g) => g !== id);
  return (
    <fieldset>
      <legend>{t('eventWorkspace.collaborators')}</legend>
      {groups.length === 0 ? <p>{t('eventWorkspace.noGroups')}</p> : null}
      {groups.map((group) => {
        const name = group.title ?? group.id;
        const edits = editGroupIds.includes(group.id);
        return (
          <div key={group.id} className="event-form__row">
            <span className="event-form__group" dir="auto">
              {name}
            </span>
            <label className="event-form__check">
              <input
                type="checkbox"
                checked={edits || readGroupIds.includes(group.id)}
                disabled={edits}
                onChange={(e) =>
                  onChange({
                    readGroupIds: toggle(readGroupIds, group.id, e.target.checked),
                    editGroupIds: [...editGroupIds],
                  })
                }
              />
              {t('eventWorkspace.groupCanSee', { group: name })}
            </label>
            <label className="event-form__check">
              <input
                type="checkbox"
                checked={edits}
                onChange={(e) =>
                  onChange({
                    readGroupIds: toggle(readGroupIds, group.id, e.target.checked || readGroupIds.includes(group.id)),
                    editGroupIds: toggle(editGroupIds, group.id, e.target.checked),
                  })
                }
              />
              {t('eventWorkspace.groupCanEdit', { group: name })}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
