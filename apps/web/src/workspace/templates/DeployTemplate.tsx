import {
  deployTemplate,
  getWorkspaceRoute,
  fetchSolutionData,
  type DeployProgress,
  type DeployRequest,
  type HubTemplate,
} from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { errorMessage } from '../ui/errorMessage.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAsync } from '../ui/useAsync.ts';

type Outcome =
  | { readonly status: 'done'; readonly kind: string; readonly id: string }
  | { readonly status: 'failed'; readonly message: string };

/**
 * Deploying a template (issue 23): what it makes, the new name and who may see it, then each step as it happens (a
 * progress bar and its words, read out); on success links to what was made, on failure the reason and that nothing
 * was left (core removes what it made).
 */
export function DeployTemplate({
  template,
  session,
}: {
  readonly template: HubTemplate;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const [contents] = useAsync(
    async () => (await fetchSolutionData(template.id, session.options))?.templates.map((item) => item.kind),
    template.id,
  );
  const [name, setName] = useState('');
  const [access, setAccess] = useState<DeployRequest['access']>('private');
  const [progress, setProgress] = useState<DeployProgress>();
  const [outcome, setOutcome] = useState<Outcome>();
  const busy = progress !== undefined && progress.step !== 'done' && outcome === undefined;
  if (contents.status !== 'done') {
    return <ErrorNotice message={contents.status === 'failed' ? contents.message : undefined} />;
  }
  const kinds = contents.value;
  if (!kinds) {
    return (
      <section className="workspace-block" aria-labelledby="deploy-title" data-testid="deploy-template">
        <h3 id="deploy-title">{t('templates.deploy.title')}</h3>
        <p>{t('templates.deploy.notPlaza')}</p>
      </section>
    );
  }
  const valid = name.trim().length > 0 && name.trim().length <= 250;
  const deploy = async () => {
    setOutcome(undefined);
    setProgress({ step: 'check', done: 0, total: kinds.length });
    try {
      const result = await deployTemplate(
        template.id,
        { name: name.trim(), access },
        { ...session.options, context: session.context, onProgress: setProgress },
      );
      setOutcome({ status: 'done', kind: result.kind, id: result.id });
    } catch (error) {
      setOutcome({ status: 'failed', message: errorMessage(error) });
    }
  };
  const pages = kinds.filter((kind) => kind === 'page').length;
  return (
    <section className="workspace-block" aria-labelledby="deploy-title" data-testid="deploy-template">
      <h3 id="deploy-title">{t('templates.deploy.title')}</h3>
      <p>
        {kinds[0] === 'site'
          ? t('templates.deploy.makesSite', { count: pages })
          : t(`templates.deploy.makes.${kinds[0] ?? 'project'}`)}
      </p>
      <p>
        <label htmlFor="deploy-name">{t('templates.deploy.name')}</label>{' '}
        <input
          id="deploy-name"
          value={name}
          maxLength={250}
          required
          onChange={(event) => setName(event.target.value)}
        />
      </p>
      <p>
        <label htmlFor="deploy-access">{t('templates.deploy.access')}</label>{' '}
        <select
          id="deploy-access"
          value={access}
          onChange={(event) => setAccess(event.target.value as DeployRequest['access'])}
        >
          {(['private', 'org', 'public'] as const).map((option) => (
            <option key={option} value={option}>
              {t(`templates.deploy.accessOption.${option}`)}
            </option>
          ))}
        </select>
      </p>
      <calcite-button
        iconStart="launch"
        disabled={!valid || busy}
        loading={busy}
        onClick={() => void deploy()}
        data-testid="deploy-button"
      >
        {t('templates.deploy.button')}
      </calcite-button>
      {progress ? (
        <p>
          <progress
            max={progress.total}
            value={progress.done}
            aria-labelledby="deploy-step"
            style={{ inlineSize: '16rem' }}
          />{' '}
          <span id="deploy-step" role="status">
            {t(`templates.deploy.step.${progress.step}`, {
              done: progress.done + 1,
              total: progress.total,
              name: progress.name ?? '',
            })}
          </span>
        </p>
      ) : null}
      {outcome?.status === 'done' ? (
        <p data-testid="deploy-done">
          {t('templates.deploy.done')}{' '}
          <Link to={getWorkspaceRoute(outcome.kind, outcome.id)} data-testid="deployed-link">
            {name.trim()}
          </Link>
        </p>
      ) : null}
      {outcome?.status === 'failed' ? (
        <ErrorNotice title={t('templates.deploy.failed')} message={outcome.message} />
      ) : null}
    </section>
  );
}
