import type { HubContent, HubDiscussion } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { SaveBar } from './SaveBar.tsx';
import { useSaveEntity } from './useSaveEntity.ts';

/** The entities whose discussion is switched here: a discussion itself, or a content item (issue 18). */
export type DiscussableTarget =
  | { readonly kind: 'discussion'; readonly entity: HubDiscussion }
  | { readonly kind: 'content'; readonly entity: HubContent };

/**
 * Whether people may discuss the entity (spec 3 §3: `cannotDiscuss` closes it; the service refuses posts, a board
 * stays readable): a discussion's own posts, or posts about a content item. Saved through core's `isDiscussable`.
 */
export function DiscussableToggle({
  target,
  session,
}: {
  readonly target: DiscussableTarget;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(target.entity.isDiscussable);
  const { state, save } = useSaveEntity(session);
  const dirty = open !== target.entity.isDiscussable;
  const words = target.kind === 'discussion' ? 'discussionWorkspace' : 'contentWorkspace.discussion';
  const saveOpen = () =>
    void save(
      target.kind === 'discussion'
        ? { kind: 'discussion', entity: { ...target.entity, isDiscussable: open } }
        : { kind: 'content', entity: { ...target.entity, isDiscussable: open } },
    );
  return (
    <section className="workspace-block" aria-labelledby="discussable-heading" data-testid="discussable-toggle">
      <h3 id="discussable-heading">{t(`${words}.openTitle`)}</h3>
      <calcite-label layout="inline-space-between">
        {t(`${words}.open`)}
        <calcite-switch checked={open} oncalciteSwitchChange={(event) => setOpen(event.target.checked)} />
      </calcite-label>
      <p className="workspace-muted">{t(`${words}.openHint`)}</p>
      <SaveBar state={state} dirty={dirty} onSave={saveOpen} onDiscard={() => setOpen(target.entity.isDiscussable)} />
    </section>
  );
}
