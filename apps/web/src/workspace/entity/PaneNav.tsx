import type { WorkspaceLink } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useShortcut } from '../shortcuts/ShortcutProvider.tsx';

/**
 * The panes the user may open (spec 2 §2: a pane is shown only when its permissions are granted), as a navigation
 * landmark; `]` and `[` move to the next and previous pane.
 */
export function PaneNav({
  links,
  current,
  name,
}: {
  readonly links: readonly WorkspaceLink[];
  readonly current: string;
  readonly name: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const index = links.findIndex((link) => link.pane === current);
  const go = (step: number) => {
    const next = links[(index + step + links.length) % links.length];
    if (next) void navigate(next.href);
  };
  useShortcut('nextPane', () => go(1), links.length > 1);
  useShortcut('previousPane', () => go(-1), links.length > 1);
  return (
    <nav className="pane-nav" aria-label={t('workspace.panesOf', { name })}>
      <ul>
        {links.map((link) => (
          <li key={link.pane}>
            <NavLink to={link.href} className="pane-nav__link" data-pane={link.pane}>
              {t(`workspace.pane.${link.pane}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
