import type { HubDiscussion } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { SaveBar } from './SaveBar.tsx';
import { useSaveEntity } from './useSaveEntity.ts';

/**
 * Whether a discussion takes new posts (spec 3 §3: `cannotDiscuss` closes it; the service refuses posts, the board
 * stays readable). Saved through core's `isDiscussable`.
 */
export function DiscussableToggle({
  target,
  session,
}: {
  readonly target: { readonly kind: 'discussion'; readonly entity: HubDiscussion };
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(target.entity.isDiscussable);
  const { state, save } = useSaveEntity(session);
  const dirty = open !== target.entity.isDiscussable;
  return (
    <section className="workspace-block" aria-labelledby="discussable-heading" data-testid="discussable-toggle">
      <h3 id="discussable-heading">{t('discussionWorkspace.openTitle')}</h3>
      <calcite-label layout="inline-space-between">
        {t('discussionWorkspace.open')}
        <calcite-switch checked={open} oncalciteSwitchChange={(event) => setOpen(event.target.checked)} />
      </calcite-label>
      <p className="workspace-muted">{t('discussionWorkspace.openHint')}</p>
      <SaveBar
        state={state}
        dirty={dirty}
        onSave={() => void save({ kind: 'discussion', entity: { ...target.entity, isDiscussable: open } })}
        onDiscard={() => setOpen(target.entity.isDiscussable)}
      />
    </section>
  );
}
