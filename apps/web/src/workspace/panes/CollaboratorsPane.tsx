import { getItemGroups, shareItemWithGroups, unshareItemFromGroups } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';
import { useEntityDecision } from '../entity/useEntityDecision.ts';
import { explainDenial } from '../permissions/explainDenial.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';
import { useAsync } from '../ui/useAsync.ts';

/**
 * Collaborators: the groups the entity is shared with, and sharing with (or taking it out of) the user's own groups.
 * The portal decides which groups may receive it (spec 2 §6); a group it refused is named.
 */
export function CollaboratorsPane({ data }: { readonly data: EntityWorkspaceData }) {
  const { t } = useTranslation();
  const can = useEntityDecision(data);
  const { target, session } = data;
  const options = { portal: session.options.portal, authentication: session.handle };
  const [groups, reload] = useAsync(() => getItemGroups(target.entity.id, options), target.entity.id);
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const sharing = can('canChangeAccess');
  const shared = groups.status === 'done' ? groups.value : [];
  const mine = (session.context.currentUser?.groups ?? []).filter((group) => !shared.some((s) => s.id === group.id));

  const run = async (change: () => Promise<readonly string[]>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const refused = await change();
      if (refused.length > 0) setFailure(t('workspace.collaborators.refused', { count: refused.length }));
      setChoice('');
      reload();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.collaborators')}</h2>
      <p className="workspace-muted">{t('workspace.collaborators.intro')}</p>
      {groups.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
      <ErrorNotice
        title={t('workspace.collaborators.loadFailed')}
        message={groups.status === 'failed' ? groups.message : undefined}
      />
      {groups.status === 'done' && shared.length === 0 ? <p>{t('workspace.collaborators.none')}</p> : null}
      {shared.length > 0 ? (
        <ul className="workspace-cards" data-testid="shared-groups">
          {shared.map((group) => (
            <li key={group.id} className="workspace-card">
              <span>{group.title}</span>
              <span className="workspace-card__meta">{t(`workspace.collaborators.standing.${group.standing}`)}</span>
              {sharing.allowed ? (
                <calcite-button
                  appearance="transparent"
                  kind="danger"
                  iconStart="x"
                  disabled={busy}
                  onClick={() => void run(() => unshareItemFromGroups(target.entity, [group.id], options))}
                >
                  {t('workspace.collaborators.remove', { group: group.title })}
                </calcite-button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {sharing.allowed ? (
        mine.length > 0 ? (
          <div className="workspace-inline-form">
            <calcite-select
              label={t('workspace.collaborators.choose')}
              labelText={t('workspace.collaborators.choose')}
              value={choice}
              oncalciteSelectChange={(event) => setChoice(event.target.value)}
            >
              <calcite-option value="">{t('workspace.collaborators.pick')}</calcite-option>
              {mine.map((group) => (
                <calcite-option key={group.id} value={group.id}>
                  {group.title ?? group.id}
                </calcite-option>
              ))}
            </calcite-select>
            <calcite-button
              disabled={!choice || busy}
              loading={busy}
              onClick={() => void run(() => shareItemWithGroups(target.entity, [choice], options))}
            >
              {t('workspace.collaborators.share')}
            </calcite-button>
          </div>
        ) : (
          <p className="workspace-muted">{t('workspace.collaborators.noGroups')}</p>
        )
      ) : (
        <p className="why">{explainDenial(t, sharing.denial, `hub:${target.kind}:canChangeAccess`)}</p>
      )}
      <ErrorNotice message={failure} />
    </section>
  );
}
