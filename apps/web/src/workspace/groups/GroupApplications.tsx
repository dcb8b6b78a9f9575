import { answerGroupApplication, getGroupApplications } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { formatWhen } from '../ui/formatWhen.ts';
import { useAction } from '../ui/useAction.ts';
import { useAsync } from '../ui/useAsync.ts';
import type { GroupWorkspaceData } from './groupWorkspaceLoader.ts';

/** Requests to join that wait for a manager: accept (the person becomes a member) or decline. */
export function GroupApplications({
  data,
  onChange,
}: {
  readonly data: GroupWorkspaceData;
  readonly onChange: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { group, session } = data;
  const call = { portal: session.options.portal, authentication: session.handle };
  const [list, reload] = useAsync((signal) => getGroupApplications(group.id, { ...call, signal }), group.updatedDate);
  const { busy, failure, run } = useAction();
  const answer = (username: string, verdict: 'accept' | 'decline') =>
    void run(() => answerGroupApplication(group.id, username, verdict, call)).then(() => {
      reload();
      onChange();
    });
  if (list.status !== 'done' || list.value.length === 0) return null;
  return (
    <section className="workspace-block" aria-labelledby="group-requests" data-testid="group-requests">
      <h3 id="group-requests">{t('groupWorkspace.requests.title', { count: list.value.length })}</h3>
      <ul className="group-people">
        {list.value.map((request) => (
          <li key={request.username} className="group-people__row">
            <span className="group-people__who">
              <strong dir="auto">{request.fullname || request.username}</strong>
              <span className="workspace-muted">
                {request.username} ·{' '}
                {t('groupWorkspace.requests.asked', { when: formatWhen(request.received, i18n.language) })}
              </span>
            </span>
            <span className="group-people__actions">
              <calcite-button
                scale="s"
                disabled={busy}
                onClick={() => answer(request.username, 'accept')}
                label={t('groupWorkspace.requests.acceptUser', { user: request.username })}
              >
                {t('groupWorkspace.requests.accept')}
              </calcite-button>
              <calcite-button
                scale="s"
                appearance="outline"
                kind="neutral"
                disabled={busy}
                onClick={() => answer(request.username, 'decline')}
                label={t('groupWorkspace.requests.declineUser', { user: request.username })}
              >
                {t('groupWorkspace.requests.decline')}
              </calcite-button>
            </span>
          </li>
        ))}
      </ul>
      <ErrorNotice message={failure} />
    </section>
  );
}
