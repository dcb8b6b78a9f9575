import { hubSearch, type HubSearchResult } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccessBadge } from '../ui/AccessBadge.tsx';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { formatWhen } from '../ui/formatWhen.ts';
import { kindLabel } from '../ui/kindLabel.ts';
import { useAsync } from '../ui/useAsync.ts';
import type { GroupWorkspaceData } from './groupWorkspaceLoader.ts';

const PAGE = 20;

/** The items shared with a group that the member may see, most recently changed first, a page at a time. */
export function GroupContentPane({ data }: { readonly data: GroupWorkspaceData }) {
  const { t, i18n } = useTranslation();
  const { group, session } = data;
  const [num, setNum] = useState(PAGE);
  const [page] = useAsync(
    (signal) =>
      hubSearch(
        {
          targetEntity: 'item',
          filters: [{ predicates: [{ group: group.id }] }],
          num,
          sortField: 'modified',
          sortOrder: 'desc',
        },
        { requestOptions: { portal: session.options.portal, authentication: session.handle, signal } },
      ),
    `${group.id}|${num}`,
  );
  const href = (item: HubSearchResult) => item.links.workspaceRelative ?? item.links.siteRelative;
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.content')}</h2>
      <p className="workspace-muted">{t('groupWorkspace.content.hint')}</p>
      {page.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
      {page.status === 'failed' ? <ErrorNotice message={page.message} /> : null}
      {page.status === 'done' ? (
        <>
          <p data-testid="group-content-total">{t('groupWorkspace.content.total', { count: page.value.total })}</p>
          <ul className="workspace-cards" data-testid="group-content">
            {page.value.results.map((item) => (
              <li key={item.id} className="workspace-card">
                <Link to={href(item)}>{item.name}</Link>
                <span className="workspace-card__meta">
                  {kindLabel(t, item.type)} · <AccessBadge access={item.access} /> ·{' '}
                  {t('workspace.home.modified', { when: formatWhen(item.updatedDate.getTime(), i18n.language) })}
                </span>
              </li>
            ))}
          </ul>
          {page.value.total > page.value.results.length ? (
            <calcite-button appearance="outline" onClick={() => setNum((n) => n + PAGE)}>
              {t('groupWorkspace.content.more')}
            </calcite-button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
