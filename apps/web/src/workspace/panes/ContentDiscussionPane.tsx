import type { HubContent } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { DiscussableToggle } from '../editors/DiscussableToggle.tsx';

/** A content item's discussion pane (spec 2 §2): whether people may discuss it on its page. */
export function ContentDiscussionPane({
  target,
  session,
}: {
  readonly target: { readonly kind: 'content'; readonly entity: HubContent };
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.discussion')}</h2>
      <DiscussableToggle target={target} session={session} />
    </section>
  );
}
