import { getWorkspaceRoute, searchOwnContent, type OwnContentPage } from '@plaza/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkspaceSession } from '../../api/loadWorkspaceSession.ts';
import { AccessBadge } from '../../ui/AccessBadge.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { formatWhen } from '../../ui/formatWhen.ts';
import { useAsync } from '../../ui/useAsync.ts';
import { BulkActions } from './BulkActions.tsx';
import { CONTENT_SORTS, contentQueryOf, pageRange, type YourContentState } from './yourContentQuery.ts';
import { itemTypeLabel } from '../../../i18n/itemTypeLabel.ts';

/**
 * "Your content" on the workspace home (issue 18): the person's files, maps, apps and services — searched, filtered
 * by type (with how many of each), sorted and paged — each one click from its workspace, and several at once shared,
 * moved or deleted (all or nothing: the portal names what stopped it).
 */
export function YourContent({ session }: { readonly session: WorkspaceSession }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const owner = session.handle.current().username;
  const options = { portal: session.options.portal, authentication: session.handle };
  const [state, setState] = useState<YourContentState>({ text: '', type: '', sort: 'newest', page: 1 });
  const [typed, setTyped] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The type counts of the unfiltered list, so the filter keeps offering every type once one is chosen.
  const [types, setTypes] = useState<OwnContentPage['types']>([]);
  const [page, reload] = useAsync(async () => {
    const answer = await searchOwnContent(contentQueryOf(owner, state), options);
    if (!state.type) setTypes(answer.types);
    return answer;
  }, JSON.stringify(state));
  const set = (patch: Partial<YourContentState>) => {
    setSelected(new Set());
    setState((current) => ({ ...current, page: 1, ...patch }));
  };
  const items = page.status === 'done' ? page.value.items : [];
  const range = page.status === 'done' ? pageRange(state.page, page.value.total) : undefined;
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const toggle = (itemId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });

  return (
    <section className="workspace-section your-content" aria-labelledby={`${id}-heading`} data-testid="your-content">
      <h2 id={`${id}-heading`}>{t('yourContent.title')}</h2>
      <form
        className="your-content__filters"
        role="search"
        aria-label={t('yourContent.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          set({ text: typed });
        }}
      >
        <label>
          {t('yourContent.search')}
          <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <calcite-button type="submit" appearance="outline" iconStart="search">
          {t('yourContent.find')}
        </calcite-button>
        <label>
          {t('yourContent.type')}
          <select value={state.type} onChange={(event) => set({ type: event.target.value })}>
            <option value="">{t('yourContent.allTypes')}</option>
            {types.map((entry) => (
              <option key={entry.type} value={entry.type}>
                {t('yourContent.typeCount', { type: itemTypeLabel(t, entry.type), n: entry.count })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('yourContent.sort')}
          <select
            value={state.sort}
            onChange={(event) => set({ sort: event.target.value as YourContentState['sort'] })}
          >
            {CONTENT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`yourContent.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <BulkActions
        session={session}
        owner={owner}
        selected={items.filter((item) => selected.has(item.id))}
        onDone={() => {
          setSelected(new Set());
          reload();
        }}
      />
      {page.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
      <ErrorNotice title={t('yourContent.loadFailed')} message={page.status === 'failed' ? page.message : undefined} />
      {page.status === 'done' && items.length === 0 ? (
        <p className="workspace-muted">
          {state.text || state.type ? t('yourContent.noMatch') : t('yourContent.empty')}
        </p>
      ) : null}
      {items.length > 0 ? (
        <table className="your-content__table">
          <caption className="visually-hidden">{t('yourContent.title')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  checked={allSelected}
                  aria-label={t('yourContent.selectPage')}
                  onChange={(event) =>
                    setSelected(event.target.checked ? new Set(items.map((item) => item.id)) : new Set())
                  }
                />
              </th>
              <th scope="col">{t('yourContent.columns.title')}</th>
              <th scope="col">{t('yourContent.columns.type')}</th>
              <th scope="col">{t('yourContent.columns.access')}</th>
              <th scope="col">{t('yourContent.columns.modified')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <input
                    type="checkbox"
                    checked={selected.has(item.id)}
                    aria-label={t('yourContent.select', { title: item.title })}
                    onChange={(event) => toggle(item.id, event.target.checked)}
                  />
                </td>
                <th scope="row">
                  <Link to={getWorkspaceRoute(item.type, item.id)} dir="auto">
                    {item.title}
                  </Link>
                  {item.protected ? (
                    <span className="your-content__protected">{t('yourContent.protected')}</span>
                  ) : null}
                </th>
                <td>{itemTypeLabel(t, item.type)}</td>
                <td>
                  <AccessBadge access={item.access} />
                </td>
                <td>{formatWhen(item.modified, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {range ? (
        <nav className="your-content__pages" aria-label={t('yourContent.pages')}>
          <calcite-button
            appearance="outline"
            iconStart="chevron-left"
            iconFlipRtl="start"
            disabled={state.page <= 1}
            onClick={() => setState((current) => ({ ...current, page: current.page - 1 }))}
          >
            {t('yourContent.previous')}
          </calcite-button>
          <span role="status">
            {t('yourContent.range', {
              first: range.first,
              last: range.last,
              total: page.status === 'done' ? page.value.total : 0,
            })}
          </span>
          <calcite-button
            appearance="outline"
            iconEnd="chevron-right"
            iconFlipRtl="end"
            disabled={state.page >= range.pages}
            onClick={() => setState((current) => ({ ...current, page: current.page + 1 }))}
          >
            {t('yourContent.next')}
          </calcite-button>
        </nav>
      ) : null}
    </section>
  );
}
