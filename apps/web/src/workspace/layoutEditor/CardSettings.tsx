import { migrateStatCard, type HubCatalog } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { cardTypeOf } from './cardTemplates.ts';
import { cardSummary } from './cardSummary.ts';
import { cardAt, updateCard } from './layoutOps.ts';
import { SettingField } from './SettingField.tsx';
import { FollowCardSettings } from './FollowCardSettings.tsx';
import { SurveyCardSettings } from './SurveyCardSettings.tsx';
import type { LayoutEditorState } from './useLayoutEditor.ts';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { MetricCardSettings } from './MetricCardSettings.tsx';

const WIDTHS = [3, 4, 6, 8, 9, 12] as const;
const ALIGNS = ['left', 'center', 'right'] as const;

/** The selected card's settings, by type (text, statistic, chart, image, catalog, map, hero, follow, survey), and its width. */
export function CardSettings({
  editor,
  catalog,
  session,
}: {
  readonly editor: LayoutEditorState;
  readonly catalog: HubCatalog | undefined;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const at = editor.selectedPath;
  const card = cardAt(editor.draft, at);
  if (!at || !card) {
    return (
      <section className="card-settings" aria-labelledby="settings-heading">
        <h2 id="settings-heading">{t('editor.settings')}</h2>
        <p className="workspace-muted">{t('editor.selectHint')}</p>
      </section>
    );
  }
  const type = cardTypeOf(card.name);
  const set = (field: string, value: unknown) =>
    editor.apply((d) => updateCard(d, at, { settings: { [field]: value } }), `${card.key}:${field}`);
  const setMany = (settings: Readonly<Record<string, unknown>>) =>
    editor.apply((d) => updateCard(d, at, { settings }), `${card.key}:${Object.keys(settings).join(',')}`);
  const field = (name: string, label: string, rows?: number) => (
    <SettingField
      card={card}
      field={name}
      label={label}
      onChange={set}
      testId={`setting-${name}`}
      {...(rows ? { rows } : {})}
    />
  );
  const collections = catalog?.collections ?? [];
  const rawQuery = card.settings.query;
  const query: Readonly<Record<string, unknown>> =
    typeof rawQuery === 'object' && rawQuery !== null && !Array.isArray(rawQuery) ? { ...rawQuery } : {};

  return (
    <section className="card-settings" aria-labelledby="settings-heading" data-testid="card-settings">
      <h2 id="settings-heading">{t('editor.settingsOf', { card: cardSummary(t, card) })}</h2>
      {type === 'text' ? field('markdown', t('editor.fields.markdown'), 8) : null}
      {type === 'chart' ? (
        <>
          {field('cardTitle', t('editor.fields.title'))}
          <MetricCardSettings card={card} chart session={session} setMany={setMany} />
        </>
      ) : null}
      {type === 'stat' ? (
        <>
          {field('cardTitle', t('editor.fields.statTitle'))}
          <MetricCardSettings card={card} chart={false} session={session} setMany={setMany} />
          {migrateStatCard(card.settings).type === 'dynamic' ? null : field('value', t('editor.fields.value'))}
          {field('leadingText', t('editor.fields.leadingText'))}
          {field('trailingText', t('editor.fields.trailingText'))}
          <calcite-select
            label={t('editor.fields.align')}
            labelText={t('editor.fields.align')}
            value={String(card.settings.textAlign ?? 'center')}
            oncalciteSelectChange={(event) => set('textAlign', event.target.value)}
          >
            {ALIGNS.map((align) => (
              <calcite-option key={align} value={align} selected={card.settings.textAlign === align}>
                {t(`editor.align.${align}`)}
              </calcite-option>
            ))}
          </calcite-select>
        </>
      ) : null}
      {type === 'image' ? (
        <>
          {field('src', t('editor.fields.src'))}
          {field('alt', t('editor.fields.alt'))}
          {field('caption', t('editor.fields.caption'))}
          {field('href', t('editor.fields.href'))}
        </>
      ) : null}
      {type === 'gallery' || type === 'map' || type === 'hero' ? field('title', t('editor.fields.title')) : null}
      {type === 'hero' ? field('subtitle', t('editor.fields.subtitle')) : null}
      {type === 'map' ? field('caption', t('editor.fields.caption')) : null}
      {type === 'gallery' && collections.length > 0 ? (
        <calcite-select
          label={t('editor.fields.collection')}
          labelText={t('editor.fields.collection')}
          value={String(query.collection ?? '')}
          oncalciteSelectChange={(event) => set('query', { ...query, collection: event.target.value })}
        >
          {collections.map((collection) => (
            <calcite-option key={collection.key} value={collection.key} selected={query.collection === collection.key}>
              {collection.label}
            </calcite-option>
          ))}
        </calcite-select>
      ) : null}
      {type === 'follow' ? <FollowCardSettings card={card} set={set} field={field} /> : null}
      {type === 'survey' ? <SurveyCardSettings card={card} set={set} field={field} session={session} /> : null}
      {type === undefined ? <p>{t('editor.unknownCard')}</p> : null}
      <calcite-select
        label={t('editor.fields.width')}
        labelText={t('editor.fields.width')}
        value={String(card.width)}
        oncalciteSelectChange={(event) => editor.apply((d) => updateCard(d, at, { width: Number(event.target.value) }))}
      >
        {WIDTHS.map((width) => (
          <calcite-option key={width} value={String(width)} selected={card.width === width}>
            {t('editor.widthOption', { columns: width })}
          </calcite-option>
        ))}
      </calcite-select>
    </section>
  );
}
