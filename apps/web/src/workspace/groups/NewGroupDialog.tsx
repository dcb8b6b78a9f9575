import { createHubGroup, type HubGroup } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetWorkspaceSession, type WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { decide } from '../permissions/decide.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { GroupAccessField } from './GroupAccessField.tsx';
import { GROUP_SUMMARY_MAX, GROUP_TITLE_MAX, groupDetailsProblems } from './groupDraft.ts';

/**
 * "New group" (issue 19, spec 3 §4): a name (a taken one gets a numeric suffix), summary, who can find it, shared
 * update when the user may make such groups, and delete protection applied right after it is made.
 */
export function NewGroupDialog({
  session,
  onClose,
  onCreated,
}: {
  readonly session: WorkspaceSession;
  readonly onClose: () => void;
  readonly onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [summary, setSummary] = useState('');
  const [access, setAccess] = useState<HubGroup['access']>('org');
  const [sharedUpdate, setSharedUpdate] = useState(false);
  const [protect, setProtect] = useState(false);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const mayShareUpdate = decide('hub:group:create:edit', session.answer, session.context).allowed;
  const problems = tried ? groupDetailsProblems({ name, summary }) : {};
  const nameProblem =
    problems.name === 'required'
      ? t('workspace.fields.nameRequired')
      : problems.name === 'tooLong'
        ? t('groupWorkspace.nameTooLong', { max: GROUP_TITLE_MAX })
        : '';

  const submit = async () => {
    setTried(true);
    if (Object.keys(groupDetailsProblems({ name, summary })).length > 0 || saving) return;
    setSaving(true);
    setFailure(undefined);
    try {
      const group = await createHubGroup(
        { name, summary, access, isSharedUpdate: sharedUpdate && mayShareUpdate },
        { portal: session.options.portal, authentication: session.handle, protect },
      );
      // The session's list of groups is read once; the new one must count the user as its owner.
      forgetWorkspaceSession();
      onCreated(group.id);
    } catch (error) {
      setFailure(errorMessage(error));
      setSaving(false);
    }
  };

  return (
    <calcite-dialog
      modal
      open
      heading={t('groupWorkspace.create.title')}
      widthScale="m"
      oncalciteDialogClose={onClose}
      data-testid="create-group-dialog"
    >
      <form
        id="create-group-form"
        className="workspace-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ErrorNotice title={t('workspace.create.failed')} message={failure} />
        <calcite-input-text
          label={t('workspace.fields.name')}
          labelText={t('workspace.fields.name')}
          required
          value={name}
          status={nameProblem ? 'invalid' : 'idle'}
          validationMessage={nameProblem}
          oncalciteInputTextInput={(event) => setName(event.target.value)}
          data-testid="new-group-name"
        />
        <p className="workspace-muted">{t('groupWorkspace.create.nameHint')}</p>
        <TextAreaField
          label={t('workspace.fields.summary')}
          value={summary}
          rows={2}
          maxLength={GROUP_SUMMARY_MAX}
          onInput={setSummary}
        />
        <GroupAccessField value={access} onChange={setAccess} name="new-group-access" />
        {mayShareUpdate ? (
          <calcite-label layout="inline-space-between">
            {t('groupWorkspace.create.sharedUpdate')}
            <calcite-switch checked={sharedUpdate} oncalciteSwitchChange={(e) => setSharedUpdate(e.target.checked)} />
          </calcite-label>
        ) : null}
        <calcite-label layout="inline-space-between">
          {t('groupWorkspace.create.protect')}
          <calcite-switch
            checked={protect}
            oncalciteSwitchChange={(e) => setProtect(e.target.checked)}
            data-testid="new-group-protect"
          />
        </calcite-label>
      </form>
      <calcite-button slot="footer-start" appearance="outline" kind="neutral" onClick={onClose}>
        {t('workspace.cancel')}
      </calcite-button>
      <calcite-button slot="footer-end" type="submit" form="create-group-form" loading={saving} disabled={saving}>
        {t('workspace.create.submit')}
      </calcite-button>
    </calcite-dialog>
  );
}
