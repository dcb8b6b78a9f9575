import type { HubInitiativeTemplate } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { SaveBar } from '../editors/SaveBar.tsx';
import { useSaveEntity } from '../editors/useSaveEntity.ts';
import { previewUrlProblem } from './previewUrlProblem.ts';

/**
 * An initiative template's preview address (issue 44; the reference's edit form: `previewUrl`, an example of what the
 * template makes, shown on its about page): a web address or none, saved with core's one `updateEntity`.
 */
export function PreviewUrlEditor({
  template,
  session,
}: {
  readonly template: HubInitiativeTemplate;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const stored = template.previewUrl ?? '';
  const [value, setValue] = useState(stored);
  const [tried, setTried] = useState(false);
  const { state, save } = useSaveEntity(session);
  const problem = tried ? previewUrlProblem(value) : undefined;
  const submit = () => {
    setTried(true);
    if (previewUrlProblem(value)) return;
    const previewUrl = value.trim();
    const { previewUrl: _old, ...rest } = template;
    void save({ kind: 'initiativeTemplate', entity: previewUrl ? { ...rest, previewUrl } : rest });
  };
  return (
    <form
      className="workspace-form workspace-block"
      noValidate
      aria-labelledby="preview-url-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id="preview-url-heading">{t('workspace.initiativeTemplate.preview')}</h3>
      <calcite-input-text
        label={t('workspace.initiativeTemplate.previewUrl')}
        labelText={t('workspace.initiativeTemplate.previewUrl')}
        type="url"
        placeholder="https://"
        value={value}
        status={problem ? 'invalid' : 'idle'}
        validationMessage={problem ? t('workspace.initiativeTemplate.previewUrlInvalid') : ''}
        oncalciteInputTextInput={(event) => setValue(event.target.value)}
        data-testid="field-previewUrl"
      />
      <p className="workspace-muted">{t('workspace.initiativeTemplate.previewUrlHint')}</p>
      <SaveBar
        state={state}
        dirty={value.trim() !== stored}
        onSave={submit}
        onDiscard={() => {
          setValue(stored);
          setTried(false);
        }}
      />
    </form>
  );
}
