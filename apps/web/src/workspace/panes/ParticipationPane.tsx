import type { HubDiscussion } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelManager } from '../channels/ChannelManager.tsx';
import { DiscussionRulesEditor } from '../editors/DiscussionRulesEditor.tsx';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';

/**
 * A discussion's participation pane (spec 2 §2; issue 16): the question, the channels and the area posts may use,
 * and the channels the member manages, each with who reads, who posts and whether posts wait for a moderator.
 */
export function ParticipationPane({
  data,
  discussion,
}: {
  readonly data: EntityWorkspaceData;
  readonly discussion: HubDiscussion;
}) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.participation')}</h2>
      <DiscussionRulesEditor discussion={discussion} session={data.session} channelsRound={round} />
      <ChannelManager session={data.session} onChange={() => setRound((n) => n + 1)} />
    </section>
  );
}
