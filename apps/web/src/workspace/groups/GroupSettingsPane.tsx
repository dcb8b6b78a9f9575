import { protectGroup, unprotectGroup, type GroupMembershipAccess } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../editors/SaveBar.tsx';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAction } from '../ui/useAction.ts';
import { DeleteGroup } from './DeleteGroup.tsx';
import { isDraftDirty, settingsDraftOf, withSettings, type GroupSettingsDraft, type JoinRule } from './groupDraft.ts';
import type { GroupWorkspaceData } from './groupWorkspaceLoader.ts';
import { useGroupSave } from './useGroupSave.ts';

const MEMBERSHIP: readonly GroupMembershipAccess[] = ['organization', 'collaborators', 'anyone'];
const JOIN_RULES: readonly JoinRule[] = ['request', 'auto', 'invitation'];

/**
 * Who may join and how, whether members may share into the group (view-only), delete protection and deleting the
 * group (discussions have their own pane, issue 44). Shared update is chosen when a group is made; here it is only shown.
 */
export function GroupSettingsPane({ data }: { readonly data: GroupWorkspaceData }) {
  const { t } = useTranslation();
  const { group, session, can } = data;
  const stored = settingsDraftOf(group);
  const [draft, setDraft] = useState<GroupSettingsDraft>(stored);
  const { state, save } = useGroupSave(session);
  const protection = useAction();
  const set = (patch: Partial<GroupSettingsDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const call = { portal: session.options.portal, authentication: session.handle };
  const mayEdit = can.edit.allowed;
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.settings')}</h2>
      <form
        className="workspace-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(group, withSettings(group, draft));
        }}
      >
        <calcite-select
          label={t('groupWorkspace.settings.membership')}
          labelText={t('groupWorkspace.settings.membership')}
          value={draft.membershipAccess}
          disabled={!mayEdit}
          oncalciteSelectChange={(event) => {
            const chosen = MEMBERSHIP.find((m) => m === event.target.value);
            if (chosen) set({ membershipAccess: chosen });
          }}
          data-testid="group-membership"
        >
          {MEMBERSHIP.map((m) => (
            <calcite-option key={m} value={m} selected={draft.membershipAccess === m}>
              {t(`groupWorkspace.settings.membershipOf.${m}`)}
            </calcite-option>
          ))}
        </calcite-select>
        <calcite-radio-button-group
          name={`join-${group.id}`}
          labelText={t('groupWorkspace.settings.join')}
          layout="vertical"
          oncalciteRadioButtonGroupChange={(event) => {
            const chosen = JOIN_RULES.find((rule) => rule === String(event.target.selectedItem.value));
            if (chosen) set({ join: chosen });
          }}
        >
          {JOIN_RULES.map((rule) => (
            <calcite-label key={rule} layout="inline">
              <calcite-radio-button value={rule} checked={draft.join === rule} disabled={!mayEdit} />
              {t(`groupWorkspace.settings.joinRule.${rule}`)}
            </calcite-label>
          ))}
        </calcite-radio-button-group>
        <calcite-label layout="inline-space-between">
          {t('groupWorkspace.settings.viewOnly')}
          <calcite-switch
            checked={draft.isViewOnly}
            disabled={!mayEdit}
            oncalciteSwitchChange={(event) => set({ isViewOnly: event.target.checked })}
          />
        </calcite-label>
        <p className="workspace-muted">
          {group.isSharedUpdate
            ? t('groupWorkspace.settings.sharedUpdateOn')
            : t('groupWorkspace.settings.sharedUpdateOff')}
        </p>
        {mayEdit ? (
          <SaveBar
            state={state}
            dirty={isDraftDirty(draft, stored)}
            onSave={() => void save(group, withSettings(group, draft))}
            onDiscard={() => setDraft(stored)}
          />
        ) : null}
      </form>
      <section className="workspace-block" aria-labelledby="group-protect">
        <h3 id="group-protect">{t('groupWorkspace.settings.protect')}</h3>
        <calcite-label layout="inline-space-between">
          {t('groupWorkspace.settings.protectLabel')}
          <calcite-switch
            checked={group.protected}
            disabled={!mayEdit || protection.busy}
            oncalciteSwitchChange={(event) =>
              void protection.run(() =>
                event.target.checked ? protectGroup(group.id, call) : unprotectGroup(group.id, call),
              )
            }
            data-testid="group-protect"
          />
        </calcite-label>
        <p className="workspace-muted">{t('groupWorkspace.settings.protectHint')}</p>
        <ErrorNotice message={protection.failure} />
      </section>
      <DeleteGroup data={data} />
    </section>
  );
}
