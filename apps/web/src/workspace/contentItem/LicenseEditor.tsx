import { LICENSE_RECORDS, type HubContent } from '@plaza/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { SaveBar } from '../editors/SaveBar.tsx';
import { useSaveEntity } from '../editors/useSaveEntity.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { licenseDraftOf, licenseInfoOfDraft, type LicenseDraft } from './licenseDraft.ts';

/**
 * The licence picker (spec 2 §3 licence records, spec 3 §1): no licence, one of the standard licences (its deed
 * linked), or a custom licence with its text and, optionally, its address (http or https only, said at the field).
 * Saved through core's content entity as `licenseInfo`.
 */
export function LicenseEditor({
  content,
  session,
}: {
  readonly content: HubContent;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const id = useId();
  const stored = licenseDraftOf(content.licenseInfo);
  const [draft, setDraft] = useState<LicenseDraft>(stored);
  const [tried, setTried] = useState(false);
  const { state, save } = useSaveEntity(session);
  const next = licenseInfoOfDraft(draft);
  const problem = typeof next === 'string' ? undefined : next.problem;
  const dirty = JSON.stringify(draft) !== JSON.stringify(stored);
  const set = (patch: Partial<LicenseDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const chosen = LICENSE_RECORDS.find((record) => record.type === draft.choice);

  const submit = () => {
    setTried(true);
    if (typeof next !== 'string') return;
    void save({ kind: 'content', entity: { ...content, licenseInfo: next } });
  };

  return (
    <section className="workspace-block" aria-labelledby={`${id}-title`} data-testid="license-editor">
      <h3 id={`${id}-title`}>{t('contentWorkspace.license.title')}</h3>
      <p className="workspace-muted">{t('contentWorkspace.license.hint')}</p>
      <calcite-select
        label={t('contentWorkspace.license.choice')}
        labelText={t('contentWorkspace.license.choice')}
        value={draft.choice}
        oncalciteSelectChange={(event) => set({ choice: event.target.value })}
        data-testid="license-choice"
      >
        <calcite-option value="none" selected={draft.choice === 'none'}>
          {t('contentWorkspace.license.none')}
        </calcite-option>
        {LICENSE_RECORDS.map((record) => (
          <calcite-option key={record.type} value={record.type} selected={draft.choice === record.type}>
            {`${record.abbr} — ${record.name}`}
          </calcite-option>
        ))}
        <calcite-option value="custom" selected={draft.choice === 'custom'}>
          {t('contentWorkspace.license.custom')}
        </calcite-option>
      </calcite-select>
      {chosen ? (
        <p className="workspace-muted">
          <a href={chosen.url} target="_blank" rel="noreferrer">
            {t('contentWorkspace.license.deed', { name: chosen.abbr })}
          </a>
        </p>
      ) : null}
      {draft.choice === 'custom' ? (
        <>
          <TextAreaField
            label={t('contentWorkspace.license.customText')}
            value={draft.text}
            rows={3}
            onInput={(text) => set({ text })}
            testId="license-text"
          />
          <calcite-input-text
            label={t('contentWorkspace.license.customUrl')}
            labelText={t('contentWorkspace.license.customUrl')}
            value={draft.url}
            status={tried && problem ? 'invalid' : 'idle'}
            validationMessage={tried && problem ? t(`contentWorkspace.license.${problem}`) : ''}
            oncalciteInputTextInput={(event) => set({ url: event.target.value })}
            data-testid="license-url"
          />
        </>
      ) : null}
      <SaveBar
        state={state}
        dirty={dirty}
        onSave={submit}
        canSave={!(tried && problem)}
        onDiscard={() => {
          setDraft(stored);
          setTried(false);
        }}
        label={t('contentWorkspace.license.save')}
      />
    </section>
  );
}
