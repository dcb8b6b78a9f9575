import {
  associateProject,
  dissociateProject,
  fetchEntity,
  fetchInitiativeProjects,
  fetchProjectInitiatives,
  portalRequest,
  type AssociatedEntity,
  type EntityWriteOptions,
} from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAction } from '../ui/useAction.ts';
import { useAsync } from '../ui/useAsync.ts';

/** Candidates listed at most: the organization's projects or initiatives, by title. */
const CANDIDATES_MAX = 100;

/**
 * The other side of an initiative's or project's associations (issue 20): an initiative's projects pane, a project's
 * initiatives pane. Each association is listed with "Remove"; another project (or initiative) of the organization is
 * added with both halves at once. A refusal — the person cannot edit one side, or it belongs to another organization —
 * says why in core's words.
 */
export function AssociationsPane({ data }: { readonly data: EntityWorkspaceData }) {
  const { t } = useTranslation();
  const { target, session } = data;
  const action = useAction();
  const [chosen, setChosen] = useState('');
  const kind = target.kind === 'initiative' ? 'initiative' : 'project';
  const other = kind === 'initiative' ? 'project' : 'initiative';
  const entity = target.entity as { id: string; orgId?: string; modified?: number };
  const options: EntityWriteOptions = session.options;
  const key = `${entity.id}:${String(entity.modified)}:${action.busy}`;
  // Read afresh: joining may have given the initiative its association group.
  const [related, reload] = useAsync(
    async (): Promise<AssociatedEntity[]> =>
      kind === 'initiative'
        ? fetchInitiativeProjects(await fetchEntity('initiative', entity.id, options), options)
        : fetchProjectInitiatives(await fetchEntity('project', entity.id, options), options),
    key,
  );
  const [candidates] = useAsync(
    () =>
      portalRequest<{ results?: { id: string; title: string }[] }>('search', {
        ...options,
        params: {
          q: `type:"${other === 'project' ? 'Hub Project' : 'Hub Initiative'}"${entity.orgId ? ` AND orgid:${entity.orgId}` : ''}`,
          num: CANDIDATES_MAX,
          sortField: 'title',
          sortOrder: 'asc',
        },
      }).then((answer) => answer.results ?? []),
    `${entity.id}:candidates`,
  );
  const change = (otherId: string, join: boolean) =>
    action.run(async () => {
      const [project, initiative] =
        kind === 'project'
          ? [await fetchEntity('project', entity.id, options), await fetchEntity('initiative', otherId, options)]
          : [await fetchEntity('project', otherId, options), await fetchEntity('initiative', entity.id, options)];
      if (join) await associateProject(project, initiative, options);
      else await dissociateProject(project, initiative, options);
      setChosen('');
      reload();
    });
  const joinedIds = new Set(related.status === 'done' ? related.value.map((r) => r.id) : []);
  const open = candidates.status === 'done' ? candidates.value.filter((c) => !joinedIds.has(c.id)) : [];
  const heading = kind === 'initiative' ? t('workspace.pane.projects') : t('workspace.pane.initiatives');
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{heading}</h2>
      <p className="workspace-muted">{t(`associations.${kind}.intro`)}</p>
      {related.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
      <ErrorNotice
        title={t('associations.loadFailed')}
        message={related.status === 'failed' ? related.message : undefined}
      />
      {related.status === 'done' && related.value.length === 0 ? <p>{t(`associations.${kind}.none`)}</p> : null}
      {related.status === 'done' && related.value.length > 0 ? (
        <ul className="association-list" aria-label={heading}>
          {related.value.map((entry) => (
            <li key={entry.id}>
              <span dir="auto">{entry.name}</span>
              {entry.status ? (
                <span className={`status-badge status-badge--${entry.status}`}>{t(`status.${entry.status}`)}</span>
              ) : null}
              <calcite-button
                appearance="outline"
                kind="danger"
                scale="s"
                disabled={action.busy || undefined}
                label={t('associations.removeNamed', { name: entry.name })}
                onClick={() => void change(entry.id, false)}
              >
                {t('associations.remove')}
              </calcite-button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="association-add"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) void change(chosen, true);
        }}
      >
        <label htmlFor="association-choice">{t(`associations.${kind}.choose`)}</label>
        <select
          id="association-choice"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          disabled={candidates.status !== 'done'}
        >
          <option value="">{t('associations.pick')}</option>
          {open.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title}
            </option>
          ))}
        </select>
        <calcite-button type="submit" disabled={!chosen || action.busy || undefined}>
          {t(`associations.${kind}.add`)}
        </calcite-button>
      </form>
      <ErrorNotice title={t('associations.changeFailed')} message={action.failure} />
    </section>
  );
}
