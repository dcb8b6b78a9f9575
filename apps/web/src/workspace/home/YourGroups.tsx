import type { ContextGroup } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The groups the user belongs to, with their standing, each opening its workspace (issue 19). */
export function YourGroups({ groups }: { readonly groups: readonly ContextGroup[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  const sorted = [...groups].sort((a, b) => (a.title ?? a.id).localeCompare(b.title ?? b.id));
  return (
    <section className="workspace-section" aria-labelledby="groups-heading">
      <h2 id="groups-heading">{t('workspace.home.groups')}</h2>
      <ul className="workspace-cards" data-testid="your-groups">
        {sorted.map((group) => (
          <li key={group.id} className="workspace-card">
            <Link to={`/workspace/groups/${group.id}/members`} dir="auto">
              {group.title ?? group.id}
            </Link>
            <span className="workspace-card__meta">
              {t(`groupWorkspace.memberType.${group.userMembership?.memberType ?? 'member'}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
