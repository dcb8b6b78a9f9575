import { getWorkspaceRoute, portalRequest } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { PaneNav } from '../entity/PaneNav.tsx';
import { DeniedPane } from '../panes/DeniedPane.tsx';
import { WorkspaceScreenError } from '../shell/WorkspaceScreenError.tsx';
import { AccessBadge } from '../ui/AccessBadge.tsx';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { formatWhen } from '../ui/formatWhen.ts';
import { useAsync } from '../ui/useAsync.ts';
import { itemTypeLabel } from '../../i18n/itemTypeLabel.ts';
import { userWorkspaceLoader, type UserWorkspaceData } from './userWorkspaceLoader.ts';

export const loader = userWorkspaceLoader;

/** At most this many of the person's items are listed, most recently changed first. */
const ITEMS_SHOWN = 20;

interface OwnedItems {
  readonly total: number;
  readonly results: readonly { readonly id: string; readonly title: string; readonly type: string }[];
}

/**
 * `/workspace/users/{username}/overview` (spec 2 §2, issue 44): who the person is, since when, who can see their
 * profile, and the items of theirs the member can see (the portal decides which); their own settings when it is them.
 */
export function Component() {
  const data = useLoaderData<UserWorkspaceData>();
  const { t, i18n } = useTranslation();
  const { user, links, pane, session } = data;
  const name = user.fullName || user.username;
  const open = links.some((link) => link.pane === pane);
  const [items] = useAsync(
    (signal) =>
      open
        ? portalRequest<OwnedItems>('search', {
            ...session.options,
            signal,
            params: { q: `owner:"${user.username}"`, num: ITEMS_SHOWN, sortField: 'modified', sortOrder: 'desc' },
          })
        : Promise.resolve({ total: 0, results: [] }),
    `${user.username}:${String(open)}`,
  );
  return (
    <div className="entity-workspace user-workspace">
      <header className="entity-header">
        <p className="entity-header__kind">{t('workspace.kind.user')}</p>
        <h1 data-testid="entity-name" dir="auto">
          {name}
        </h1>
        <p className="entity-header__meta">
          {user.access ? <AccessBadge access={user.access} /> : null}
          <a href={`/people/${encodeURIComponent(user.username)}`}>{t('workspace.viewLive')}</a>
        </p>
      </header>
      <div className="entity-workspace__body">
        <PaneNav links={links} current={pane} name={name} />
        <div className="entity-workspace__pane">
          {!open ? (
            <DeniedPane pane={pane} decision={data.decision} permission={`hub:user:workspace:${pane}`} />
          ) : (
            <section className="pane" aria-labelledby="pane-heading">
              <h2 id="pane-heading">{t('workspace.pane.overview')}</h2>
              {user.description ? (
                <p className="overview-summary" dir="auto">
                  {user.description}
                </p>
              ) : null}
              <dl className="overview-facts">
                <dt>{t('workspace.user.username')}</dt>
                <dd data-testid="user-username">{user.username}</dd>
                {user.created ? (
                  <>
                    <dt>{t('workspace.user.since')}</dt>
                    <dd>{formatWhen(user.created, i18n.language)}</dd>
                  </>
                ) : null}
              </dl>
              {data.own ? (
                <p>
                  <a href={`/people/${encodeURIComponent(user.username)}/profile/settings`}>
                    {t('workspace.user.settings')}
                  </a>
                </p>
              ) : null}
              <h3 id="user-items-heading">{t('workspace.user.items')}</h3>
              {items.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
              <ErrorNotice
                title={t('workspace.content.failed')}
                message={items.status === 'failed' ? items.message : undefined}
              />
              {items.status === 'done' && items.value.total === 0 ? <p>{t('workspace.user.noItems')}</p> : null}
              {items.status === 'done' && items.value.total > 0 ? (
                <>
                  <p className="workspace-muted">{t('workspace.content.count', { count: items.value.total })}</p>
                  <ul className="workspace-cards" aria-labelledby="user-items-heading" data-testid="user-items">
                    {items.value.results.map((item) => (
                      <li key={item.id} className="workspace-card">
                        <Link to={getWorkspaceRoute(item.type, item.id)} dir="auto">
                          {item.title}
                        </Link>
                        <span className="workspace-card__meta">{itemTypeLabel(t, item.type)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = WorkspaceScreenError;
