import { getGroupUserList, removeGroupUsers, updateGroupUsers, type PortalGroupMember } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { formatWhen } from '../ui/formatWhen.ts';
import { useAction } from '../ui/useAction.ts';
import { useAsync } from '../ui/useAsync.ts';
import { AddMembers } from './AddMembers.tsx';
import { GroupApplications } from './GroupApplications.tsx';
import type { GroupWorkspaceData } from './groupWorkspaceLoader.ts';

const PAGE = 20;

/**
 * A group's members, found by name and paged, with their standing and when they joined. Its managers also see requests
 * to join, add people, make members group admins (and back) and remove them; the owner stays.
 */
export function GroupMembersPane({ data }: { readonly data: GroupWorkspaceData }) {
  const { t, i18n } = useTranslation();
  const { group, session, can } = data;
  const call = { portal: session.options.portal, authentication: session.handle };
  const [name, setName] = useState('');
  const [query, setQuery] = useState({ name: '', start: 1 });
  const [round, setRound] = useState(0);
  const [page] = useAsync(
    (signal) =>
      getGroupUserList(
        group.id,
        { ...(query.name ? { name: query.name } : {}), start: query.start, num: PAGE, sortField: 'fullname' },
        { ...call, signal },
      ),
    `${query.name}|${query.start}|${round}`,
  );
  const { busy, failure, run } = useAction();
  const again = () => setRound((n) => n + 1);
  const change = (member: PortalGroupMember, to: 'admin' | 'member' | 'remove') =>
    void run(() =>
      to === 'remove'
        ? removeGroupUsers(group.id, [member.username], call)
        : updateGroupUsers(group.id, [member.username], to, call),
    ).then(again);
  const manage = can.assignMembers.allowed;

  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.members')}</h2>
      {manage ? <GroupApplications data={data} onChange={again} /> : null}
      {manage ? <AddMembers data={data} onAdded={again} /> : null}
      <section className="workspace-block" aria-labelledby="group-members">
        <h3 id="group-members">
          {page.status === 'done'
            ? t('groupWorkspace.members.title', { count: page.value.total })
            : t('workspace.pane.members')}
        </h3>
        <form
          className="group-add__form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery({ name: name.trim(), start: 1 });
          }}
        >
          <calcite-input-text
            label={t('groupWorkspace.members.filter')}
            labelText={t('groupWorkspace.members.filter')}
            value={name}
            oncalciteInputTextInput={(event) => setName(event.target.value)}
          />
          <calcite-button type="submit" appearance="outline" iconStart="filter">
            {t('groupWorkspace.members.apply')}
          </calcite-button>
        </form>
        {page.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
        {page.status === 'failed' ? <ErrorNotice message={page.message} /> : null}
        {page.status === 'done' ? (
          <>
            <table className="group-members" data-testid="group-members">
              <thead>
                <tr>
                  <th scope="col">{t('groupWorkspace.members.name')}</th>
                  <th scope="col">{t('groupWorkspace.members.standing')}</th>
                  <th scope="col">{t('groupWorkspace.members.joined')}</th>
                  {manage ? <th scope="col">{t('groupWorkspace.members.actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {page.value.users.map((member) => (
                  <tr key={member.username} data-member={member.username}>
                    <th scope="row">
                      <span dir="auto">{member.fullName || member.username}</span>
                      <span className="workspace-muted group-members__username">{member.username}</span>
                    </th>
                    <td>{t(`groupWorkspace.memberType.${member.memberType}`)}</td>
                    <td>{formatWhen(member.joined, i18n.language)}</td>
                    {manage ? (
                      <td>
                        {member.memberType === 'owner' ? null : (
                          <div className="group-people__actions">
                            <calcite-button
                              scale="s"
                              appearance="outline"
                              disabled={busy}
                              onClick={() => change(member, member.memberType === 'admin' ? 'member' : 'admin')}
                              label={t(
                                member.memberType === 'admin'
                                  ? 'groupWorkspace.members.demoteUser'
                                  : 'groupWorkspace.members.promoteUser',
                                { user: member.username },
                              )}
                            >
                              {t(
                                member.memberType === 'admin'
                                  ? 'groupWorkspace.members.demote'
                                  : 'groupWorkspace.members.promote',
                              )}
                            </calcite-button>
                            <calcite-button
                              scale="s"
                              appearance="outline"
                              kind="danger"
                              disabled={busy}
                              onClick={() => change(member, 'remove')}
                              label={t('groupWorkspace.members.removeUser', { user: member.username })}
                            >
                              {t('groupWorkspace.members.remove')}
                            </calcite-button>
                          </div>
                        )}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
            <nav className="group-pager" aria-label={t('groupWorkspace.members.pages')}>
              <calcite-button
                appearance="outline"
                kind="neutral"
                disabled={query.start <= 1}
                onClick={() => setQuery((q) => ({ ...q, start: Math.max(1, q.start - PAGE) }))}
              >
                {t('groupWorkspace.members.previous')}
              </calcite-button>
              <span>
                {t('groupWorkspace.members.range', {
                  from: page.value.total === 0 ? 0 : query.start,
                  to: query.start + page.value.users.length - 1,
                  total: page.value.total,
                })}
              </span>
              <calcite-button
                appearance="outline"
                kind="neutral"
                disabled={page.value.nextStart === -1}
                onClick={() => setQuery((q) => ({ ...q, start: page.value.nextStart }))}
              >
                {t('groupWorkspace.members.next')}
              </calcite-button>
            </nav>
          </>
        ) : null}
        <ErrorNotice message={failure} />
      </section>
    </section>
  );
}
