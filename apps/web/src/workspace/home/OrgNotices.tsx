import { orgNoticesOf, saveOrgNotices, type HubNotice } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { NoticesEditor } from '../editors/NoticesEditor.tsx';
import type { SaveState } from '../editors/useSaveEntity.ts';
import { errorMessage } from '../ui/errorMessage.ts';

/**
 * The organisation's notices, shown on every one of its sites (issue 19), for administrators who manage the website
 * (`portal:admin:manageWebsite`); the portal refuses anyone else.
 */
export function OrgNotices({ session }: { readonly session: WorkspaceSession }) {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<readonly HubNotice[]>(() => orgNoticesOf(session.context.portal));
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  if (!session.context.currentUser?.privileges?.includes('portal:admin:manageWebsite')) return null;
  const save = async (next: HubNotice[]): Promise<boolean> => {
    setState({ status: 'saving' });
    try {
      setNotices(await saveOrgNotices(next, { portal: session.options.portal, authentication: session.handle }));
      setState({ status: 'saved' });
      return true;
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error) });
      return false;
    }
  };
  return (
    <section className="workspace-section" data-testid="org-notices">
      <NoticesEditor
        title={t('noticesEditor.orgTitle', { org: session.context.portal.name })}
        hint={t('noticesEditor.orgHint')}
        notices={notices}
        state={state}
        onSave={save}
      />
    </section>
  );
}
