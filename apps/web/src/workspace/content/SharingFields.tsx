import type { ChosenItemAccess, ContextGroup } from '@plaza/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Step 4, sharing: who can see the item (only the levels the user may give, `accessLevelsFor`) and, optionally, groups
 * of theirs to share it with.
 */
export function SharingFields({
  levels,
  access,
  groups,
  groupIds,
  disabled,
  onAccess,
  onGroups,
}: {
  readonly levels: readonly ChosenItemAccess[];
  readonly access: ChosenItemAccess;
  readonly groups: readonly ContextGroup[];
  readonly groupIds: readonly string[];
  readonly disabled: boolean;
  readonly onAccess: (access: ChosenItemAccess) => void;
  readonly onGroups: (groupIds: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="workspace-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('addContent.sharing.title')}</h2>
      <calcite-radio-button-group
        name="add-content-access"
        labelText={t('addContent.sharing.access')}
        layout="vertical"
        oncalciteRadioButtonGroupChange={(event) => {
          const value = String(event.target.selectedItem.value);
          const level = levels.find((candidate) => candidate === value);
          if (level) onAccess(level);
        }}
      >
        {levels.map((level) => (
          <calcite-label key={level} layout="inline">
            <calcite-radio-button
              value={level}
              checked={access === level}
              disabled={disabled}
              data-testid={`content-access-${level}`}
            />
            {t(`workspace.accessEditor.${level}`)}
          </calcite-label>
        ))}
      </calcite-radio-button-group>
      {levels.length < 3 ? <p className="workspace-muted">{t('addContent.sharing.limited')}</p> : null}
      {groups.length > 0 ? (
        <fieldset className="add-content__groups" disabled={disabled}>
          <legend>{t('addContent.sharing.groups')}</legend>
          {groups.map((group) => (
            <label key={group.id} className="add-content__group">
              <input
                type="checkbox"
                checked={groupIds.includes(group.id)}
                onChange={(event) =>
                  onGroups(
                    event.target.checked ? [...groupIds, group.id] : groupIds.filter((other) => other !== group.id),
                  )
                }
              />
              {group.title ?? group.id}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="workspace-muted">{t('addContent.sharing.noGroups')}</p>
      )}
    </section>
  );
}
