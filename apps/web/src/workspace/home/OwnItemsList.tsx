import { getWorkspaceRoute } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnItem } from '../api/searchOwnItems.ts';
import { AccessBadge } from '../ui/AccessBadge.tsx';
import { formatWhen } from '../ui/formatWhen.ts';
import { kindLabel } from '../ui/kindLabel.ts';

/** The user's own sites, pages, projects, initiatives and discussions, most recently changed first. */
export function OwnItemsList({ items }: { readonly items: readonly OwnItem[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="workspace-section" aria-labelledby="own-heading">
      <h2 id="own-heading">{t('workspace.home.yours')}</h2>
      {items.length === 0 ? (
        <p className="workspace-muted">{t('workspace.home.yoursEmpty')}</p>
      ) : (
        <ul className="workspace-cards" data-testid="own-items">
          {items.map((item) => (
            <li key={item.id} className="workspace-card">
              <Link to={getWorkspaceRoute(item.type, item.id)}>{item.title}</Link>
              <span className="workspace-card__meta">
                {kindLabel(t, item.type)} · <AccessBadge access={item.access} /> ·{' '}
                {t('workspace.home.modified', { when: formatWhen(item.modified, i18n.language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
