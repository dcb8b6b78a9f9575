import { type HubSite, type SiteTheme } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { readSafeColor } from '../../site/safeCss.ts';
import { SitePreview } from '../preview/SitePreview.tsx';
import { useShortcut } from '../shortcuts/ShortcutProvider.tsx';
import { ColorField } from './ColorField.tsx';
import { SaveBar } from './SaveBar.tsx';
import { THEME_FIELDS, themeContrastProblems } from './themeFields.ts';
import { ThemeSample } from './ThemeSample.tsx';
import { useSaveEntity } from './useSaveEntity.ts';

/**
 * The site's theme colours with a live preview drawn by the public site's own components. Saved through core; only
 * valid colours can be saved, and a failed save keeps the draft.
 */
export function ThemeEditor({ site, session }: { readonly site: HubSite; readonly session: WorkspaceSession }) {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<SiteTheme>(site.theme);
  const { state, save } = useSaveEntity(session);
  const dirty = THEME_FIELDS.some((field) => field.read(theme) !== field.read(site.theme));
  const contrast = themeContrastProblems(theme);
  // Only valid colours, and text readable on its background (WCAG 2.2 AA), can be saved (issue 13).
  const valid = THEME_FIELDS.every((field) => readSafeColor(field.read(theme)) !== undefined) && contrast.length === 0;
  const submit = () => {
    if (valid) void save({ kind: 'site', entity: { ...site, theme } });
  };
  useShortcut('save', submit, dirty);
  const colour = (key: (typeof THEME_FIELDS)[number]['key']) =>
    THEME_FIELDS.find((field) => field.key === key)?.read(theme) ?? '';

  return (
    <section className="workspace-block theme-editor" aria-labelledby="theme-heading" data-testid="theme-editor">
      <h3 id="theme-heading">{t('workspace.theme.title')}</h3>
      <div className="theme-editor__grid">
        <div className="theme-editor__fields">
          {THEME_FIELDS.map((field) => (
            <ColorField
              key={field.key}
              label={t(`workspace.theme.${field.key}`)}
              value={field.read(theme)}
              {...(field.against ? { against: colour(field.against) } : {})}
              onChange={(value) => setTheme((current) => field.write(current, value))}
            />
          ))}
        </div>
        <SitePreview site={{ ...site, theme }} orgName={session.context.portal.name} portalUrl={session.options.portal}>
          <ThemeSample />
        </SitePreview>
      </div>
      {contrast.length > 0 ? (
        <div className="theme-editor__refusal" role="alert" data-testid="theme-contrast-refusal">
          <p>{t('workspace.theme.notSavable')}</p>
          <ul>
            {contrast.map((problem) => (
              <li key={problem.key}>
                {t('workspace.theme.pairTooLow', {
                  field: t(`workspace.theme.${problem.key}`),
                  against: t(`workspace.theme.${problem.against}`),
                  ratio: problem.ratio.toFixed(1),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <SaveBar state={state} dirty={dirty} canSave={valid} onSave={submit} onDiscard={() => setTheme(site.theme)} />
    </section>
  );
}
