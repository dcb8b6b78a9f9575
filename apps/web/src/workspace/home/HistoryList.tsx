import { getWorkspaceRoute, type UserHistoryEntry } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWhen } from '../ui/formatWhen.ts';
import { kindLabel } from '../ui/kindLabel.ts';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Recently visited entities (spec 1 §4): newest first, at most 10 sites and 50 others, kept in the user's settings. */
export function HistoryList({ entries }: { readonly entries: readonly UserHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="workspace-section" aria-labelledby="history-heading">
      <h2 id="history-heading">{t('workspace.home.history')}</h2>
      {entries.length === 0 ? (
        <p className="workspace-muted">{t('workspace.home.historyEmpty')}</p>
      ) : (
        <ul className="workspace-cards" data-testid="history">
          {entries.map((entry) => {
            const href = text(entry.url) || getWorkspaceRoute(entry.type, entry.id);
            const visited = typeof entry.visited === 'number' ? formatWhen(entry.visited, i18n.language) : '';
            return (
              <li key={`${entry.type}:${entry.id}`} className="workspace-card">
                <Link to={href}>{text(entry.title) || entry.id}</Link>
                <span className="workspace-card__meta">
                  {kindLabel(t, entry.type)}
                  {visited ? ` · ${t('workspace.home.visited', { when: visited })}` : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
