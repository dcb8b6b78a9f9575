import { getWorkspaceRoute, toPermissionEntity, type HubSite } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSaveEntity } from '../editors/useSaveEntity.ts';
import { DeniedPane } from '../panes/DeniedPane.tsx';
import { decide } from '../permissions/decide.ts';
import { useShortcut } from '../shortcuts/ShortcutProvider.tsx';
import { CardSettings } from './CardSettings.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { viewOnSiteHref } from '../entity/viewOnSiteHref.ts';
import type { LayoutEditorData, LayoutTarget } from './layoutEditorLoader.ts';
import { LayoutOutline } from './LayoutOutline.tsx';
import { LayoutPreview } from './LayoutPreview.tsx';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';
import { useLayoutEditor } from './useLayoutEditor.ts';
import './layoutEditor.css';

/**
 * The layout editor of a site's home (`/edit`) or a page (`/pages/{id}/edit`): the outline to add, move and remove
 * sections, rows and cards; the selected card's settings; a live preview; undo, redo, discard and save (through
 * core; a failed save keeps the draft and says why).
 */
export function LayoutEditor({ data }: { readonly data: LayoutEditorData }) {
  const { t } = useTranslation();
  const { target, session, site, answer } = data;
  const editor = useLayoutEditor(target.entity.layout.sections);
  const { state, save } = useSaveEntity(session);
  const [announcement, setAnnouncement] = useState('');
  const permission = `hub:${target.kind}:edit`;
  const decision = decide(permission, answer, session.context, toPermissionEntity(target.entity));
  const submit = () => {
    const sections = editor.written();
    void save(
      target.kind === 'site'
        ? { kind: 'site', entity: { ...target.entity, layout: { ...target.entity.layout, sections } } }
        : { kind: 'page', entity: { ...target.entity, layout: { ...target.entity.layout, sections } } },
    );
  };
  useShortcut('save', submit, decision.allowed && editor.dirty);
  useShortcut('undo', editor.undo, decision.allowed && editor.canUndo);
  useShortcut('redo', editor.redo, decision.allowed && editor.canRedo);

  return (
    <div className="layout-editor">
      <header className="layout-editor__header">
        <p className="entity-header__kind">{t(`editor.kind.${target.kind}`)}</p>
        <h1>{t('editor.title', { name: target.entity.name })}</h1>
        <p className="entity-header__meta">
          <Link to={getWorkspaceRoute(target.kind, target.entity.id)}>{t('editor.backToWorkspace')}</Link>
          <a href={liveHref(target, site)}>{t('workspace.viewLive')}</a>
        </p>
      </header>
      {decision.allowed ? (
        <>
          <EditorToolbar editor={editor} state={state} onSave={submit} />
          <div className="layout-editor__grid">
            <div className="layout-editor__side">
              <LayoutOutline editor={editor} announce={setAnnouncement} />
              <CardSettings editor={editor} catalog={site?.catalog} session={session} />
            </div>
            <LayoutPreview
              target={target}
              site={site}
              sections={editor.written()}
              portal={session.options.portal}
              orgName={session.context.portal.name}
            />
          </div>
          <p className="visually-hidden" role="status" aria-live="polite">
            {announcement}
          </p>
          <UnsavedChangesGuard dirty={editor.dirty} />
        </>
      ) : (
        <DeniedPane pane="layout" decision={decision} permission={permission} />
      )}
    </div>
  );
}

/** Where visitors see what is edited: on the edited site's own address, never the current host's site (issue 13). */
function liveHref(target: LayoutTarget, site: HubSite | undefined): string {
  const root = site ? viewOnSiteHref({ kind: 'site', entity: site }, window.location).replace(/\/$/, '') : '';
  return target.kind === 'page' ? `${root}/pages/${target.entity.id}` : `${root}/`;
}
