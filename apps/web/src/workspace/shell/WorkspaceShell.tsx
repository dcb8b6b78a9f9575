import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { UserMenu } from '../../auth/UserMenu.tsx';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { decide } from '../permissions/decide.ts';
import { ShortcutProvider, useShortcut } from '../shortcuts/ShortcutProvider.tsx';
import { ShortcutsDialog } from '../shortcuts/ShortcutsDialog.tsx';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate.ts';
import { WorkspaceClosed } from './WorkspaceClosed.tsx';
import './workspace.css';

function ShellShortcuts({ onHelp }: { readonly onHelp: () => void }) {
  const navigate = useNavigate();
  useShortcut('help', onHelp);
  useShortcut('home', () => void navigate('/workspace'));
  useShortcut('site', () => window.location.assign('/'));
  return null;
}

/**
 * The workspace frame (Calcite shell): a header with the workspace's name, the way back to the site, the shortcuts
 * help and the user menu; the screen in a main landmark; the `?` dialog. Shortcuts are on when the user holds
 * `hub:feature:keyboardshortcuts`.
 */
export function WorkspaceShell({ session }: { readonly session: WorkspaceSession }) {
  const { t } = useTranslation();
  const [helpOpen, setHelpOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  const shortcuts = decide('hub:feature:keyboardshortcuts', session.answer, session.context).allowed;
  const workspace = decide('hub:feature:workspace', session.answer, session.context);

  return (
    <ShortcutProvider enabled={shortcuts}>
      <ShellShortcuts onHelp={() => setHelpOpen(true)} />
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <calcite-shell className="workspace-shell">
        <header slot="header" className="workspace-header">
          <calcite-navigation label={t('workspace.navigationLabel')}>
            <calcite-navigation-logo
              slot="logo"
              heading={t('workspace.title')}
              description={session.context.portal.name}
              href="/workspace"
              icon="apps"
            />
            <div slot="content-end" className="workspace-header__end">
              <a className="workspace-header__link" href="/">
                {t('workspace.viewSite')}
              </a>
              {shortcuts ? (
                <calcite-button
                  appearance="transparent"
                  iconStart="keyboard"
                  label={t('workspace.shortcuts.open')}
                  onClick={() => setHelpOpen(true)}
                >
                  <span className="workspace-header__label">{t('workspace.shortcuts.open')}</span>
                </calcite-button>
              ) : null}
              <UserMenu />
            </div>
          </calcite-navigation>
        </header>
        <main id="main" ref={main} className="workspace-main" tabIndex={-1}>
          {workspace.allowed ? <Outlet /> : <WorkspaceClosed decision={workspace} />}
        </main>
      </calcite-shell>
      {shortcuts ? <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} /> : null}
    </ShortcutProvider>
  );
}
