import { getWorkspaceRoute, saveAsTemplate, type TemplateEntityKind } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { decide } from '../permissions/decide.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAction } from '../ui/useAction.ts';

/**
 * "Save as a template" (issue 23): a private template of this site (with its pages), page, project or initiative,
 * named here, and a link to it. Not offered to someone who may not create templates (the portal refuses anyway).
 */
export function SaveAsTemplate({
  kind,
  entity,
  session,
}: {
  readonly kind: TemplateEntityKind;
  readonly entity: { readonly id: string; readonly name: string };
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const action = useAction();
  const [name, setName] = useState(() => t('templates.save.defaultName', { name: entity.name }));
  const [saved, setSaved] = useState<{ readonly id: string; readonly name: string }>();
  if (!decide('hub:template:create', session.answer, session.context).allowed) return null;
  const valid = name.trim().length > 0 && name.trim().length <= 250;
  const save = () =>
    action.run(async () => {
      const template = await saveAsTemplate(kind, entity.id, { name: name.trim() }, session.options);
      setSaved({ id: template.id, name: template.name });
    });
  return (
    <section className="workspace-block" aria-labelledby="save-template-title" data-testid="save-as-template">
      <h3 id="save-template-title">{t('templates.save.title')}</h3>
      <p className="workspace-muted" id="save-template-hint">
        {t(kind === 'site' ? 'templates.save.hintSite' : 'templates.save.hint')}
      </p>
      <p>
        <label htmlFor="save-template-name">{t('templates.save.name')}</label>{' '}
        <input
          id="save-template-name"
          value={name}
          maxLength={250}
          aria-describedby="save-template-hint"
          aria-invalid={!valid || undefined}
          onChange={(event) => setName(event.target.value)}
        />{' '}
        <calcite-button
          appearance="outline"
          iconStart="copy"
          disabled={!valid || action.busy}
          loading={action.busy}
          onClick={() => void save()}
        >
          {t('templates.save.button')}
        </calcite-button>
      </p>
      {saved ? (
        <p role="status">
          {t('templates.save.done')}{' '}
          <Link to={getWorkspaceRoute('template', saved.id, 'details')} data-testid="saved-template-link">
            {saved.name}
          </Link>
        </p>
      ) : null}
      <ErrorNotice message={action.failure} />
    </section>
  );
}
